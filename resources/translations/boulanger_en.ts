<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Assistance</name>
    <message numerus="yes">
        <source>undo %n move(s)</source>
        <translation>
            <numerusform>undo %n move</numerusform>
            <numerusform>undo %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardTexts</name>
    <message numerus="yes">
        <source>a run of %n</source>
        <translation>
            <numerusform>a run of %n</numerusform>
            <numerusform>a run of %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You won! Score %1 in %n move(s).</source>
        <translation>
            <numerusform>You won! Score %1 in %n move.</numerusform>
            <numerusform>You won! Score %1 in %n moves.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportTexts</name>
    <message numerus="yes">
        <source>%Ln game(s) exported to %1.</source>
        <translation>
            <numerusform>%Ln game exported to %1.</numerusform>
            <numerusform>%Ln games exported to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) in the statistics file could not be read and were left out of %1 (first: %2).</source>
        <translation>
            <numerusform>%Ln game in the statistics file could not be read and was left out of %1 (first: %2).</numerusform>
            <numerusform>%Ln games in the statistics file could not be read and were left out of %1 (first: %2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeyboardPlay</name>
    <message numerus="yes">
        <source>This game has %n free cell(s).</source>
        <translation>
            <numerusform>This game has %n free cell.</numerusform>
            <numerusform>This game has %n free cells.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>Undo goes back %n move(s) at most: this is as far as it goes.</source>
        <translation>
            <numerusform>Undo goes back %n move at most: this is as far as it goes.</numerusform>
            <numerusform>Undo goes back %n moves at most: this is as far as it goes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageText</name>
    <message numerus="yes">
        <source>Free cell %1 does not exist in a game with %n free cell(s).</source>
        <translation>
            <numerusform>Free cell %1 does not exist in a game with %n free cell.</numerusform>
            <numerusform>Free cell %1 does not exist in a game with %n free cells.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1 holds only %n card(s).</source>
        <translation>
            <numerusform>Column %1 holds only %n card.</numerusform>
            <numerusform>Column %1 holds only %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>These %n cards are not a run: %1 does not belong on %2.</source>
        <comment>%1 %2: objects; %3 %4: alone</comment>
        <translation>
            <numerusform>This %n card is not a run: %1 does not belong on %2.</numerusform>
            <numerusform>These %n cards are not a run: %1 does not belong on %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A run of %n cards cannot move there: with %1 and %2, at most %3 can move.</source>
        <translation>
            <numerusform>A run of %n card cannot move there: with %1 and %2, at most %3 can move.</numerusform>
            <numerusform>A run of %n cards cannot move there: with %1 and %2, at most %3 can move.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A run of %n cards cannot move there: with %1 and %2, at most %3 can move into an empty column.</source>
        <translation>
            <numerusform>A run of %n card cannot move there: with %1 and %2, at most %3 can move into an empty column.</numerusform>
            <numerusform>A run of %n cards cannot move there: with %1 and %2, at most %3 can move into an empty column.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No longer winnable — undo %n move(s) to get back</source>
        <translation>
            <numerusform>No longer winnable — undo %n move to get back</numerusform>
            <numerusform>No longer winnable — undo %n moves to get back</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n free cell(s)</source>
        <translation>
            <numerusform>%n free cell</numerusform>
            <numerusform>%n free cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n empty column(s)</source>
        <translation>
            <numerusform>%n empty column</numerusform>
            <numerusform>%n empty columns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <comment>at most this many can move</comment>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <source>%n free cell(s)</source>
        <translation>
            <numerusform>%n free cell</numerusform>
            <numerusform>%n free cells</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemText</name>
    <message numerus="yes">
        <source>%n setting(s) could not be used (%1); the default is used instead.</source>
        <translation>
            <numerusform>%n setting could not be used (%1); its default is used instead.</numerusform>
            <numerusform>%n settings could not be used (%1); their defaults are used instead.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unreadable game(s) in the statistics journal skipped.</source>
        <translation>
            <numerusform>%n unreadable game in the statistics journal was skipped.</numerusform>
            <numerusform>%n unreadable games in the statistics journal were skipped.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) could not be saved to the statistics nor to %1; they are lost when Boulanger closes.</source>
        <translation>
            <numerusform>%n game could not be saved to the statistics nor to %1; it is lost when Boulanger closes.</numerusform>
            <numerusform>%n games could not be saved to the statistics nor to %1; they are lost when Boulanger closes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) could not be added to the statistics yet. They wait in %1 and are added at the next start once the statistics file can be written.</source>
        <translation>
            <numerusform>%n game could not be added to the statistics yet. It waits in %1 and is added at the next start once the statistics file can be written.</numerusform>
            <numerusform>%n games could not be added to the statistics yet. They wait in %1 and are added at the next start once the statistics file can be written.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message numerus="yes">
        <source>%Ln game(s) in the statistics file could not be read and are not shown (first: %1).</source>
        <translation>
            <numerusform>%Ln game in the statistics file could not be read and is not shown (first: %1).</numerusform>
            <numerusform>%Ln games in the statistics file could not be read and are not shown (first: %1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;: played %Ln time(s), won %2.</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: played %Ln time, won %2.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: played %Ln times, won %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln move(s)</source>
        <translation>
            <numerusform>%Ln move</numerusform>
            <numerusform>%Ln moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WeeklyChart</name>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln game</numerusform>
            <numerusform>%Ln games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message numerus="yes">
        <source>Moved %1 and the %n card(s) on it onto %2</source>
        <translation>
            <numerusform>Moved %1 and the card on it onto %2</numerusform>
            <numerusform>Moved %1 and the %n cards on it onto %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %1 and the %n card(s) on it onto %2</source>
        <translation>
            <numerusform>Move %1 and the card on it onto %2</numerusform>
            <numerusform>Move %1 and the %n cards on it onto %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 and the %n card(s) on it to empty column %2</source>
        <translation>
            <numerusform>Moved %1 and the card on it to empty column %2</numerusform>
            <numerusform>Moved %1 and the %n cards on it to empty column %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %1 and the %n card(s) on it to empty column %2</source>
        <translation>
            <numerusform>Move %1 and the card on it to empty column %2</numerusform>
            <numerusform>Move %1 and the %n cards on it to empty column %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>undo %n move(s) to get back</source>
        <translation>
            <numerusform>undo %n move to get back</numerusform>
            <numerusform>undo %n moves to get back</numerusform>
        </translation>
    </message>
</context>
</TS>
