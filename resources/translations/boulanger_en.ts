<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Assistance</name>
    <message numerus="yes">
        <source>undo %Ln move(s)</source>
        <translation>
            <numerusform>undo %Ln move</numerusform>
            <numerusform>undo %Ln moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardTexts</name>
    <message numerus="yes">
        <source>a run of %Ln</source>
        <translation>
            <numerusform>a run of %Ln</numerusform>
            <numerusform>a run of %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won with help, not counted as a win. Score %1 in %Ln move(s).</source>
        <translation>
            <numerusform>Won with help, not counted as a win. Score %1 in %Ln move.</numerusform>
            <numerusform>Won with help, not counted as a win. Score %1 in %Ln moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You won! Score %1 in %Ln move(s).</source>
        <translation>
            <numerusform>You won! Score %1 in %Ln move.</numerusform>
            <numerusform>You won! Score %1 in %Ln moves.</numerusform>
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
    <name>HintReason</name>
    <message numerus="yes">
        <source>part of a winning line, %Ln move(s) to go</source>
        <translation>
            <numerusform>part of a winning line, %Ln move to go</numerusform>
            <numerusform>part of a winning line, %Ln moves to go</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeyboardPlay</name>
    <message numerus="yes">
        <source>This game has %Ln free cell(s).</source>
        <translation>
            <numerusform>This game has %Ln free cell.</numerusform>
            <numerusform>This game has %Ln free cells.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>Undo goes back %Ln move(s) at most: this is as far as it goes.</source>
        <translation>
            <numerusform>Undo goes back %Ln move at most: this is as far as it goes.</numerusform>
            <numerusform>Undo goes back %Ln moves at most: this is as far as it goes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageText</name>
    <message numerus="yes">
        <source>Free cell %1 does not exist in a game with %Ln free cell(s).</source>
        <translation>
            <numerusform>Free cell %1 does not exist in a game with %Ln free cell.</numerusform>
            <numerusform>Free cell %1 does not exist in a game with %Ln free cells.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column %1 holds only %Ln card(s).</source>
        <translation>
            <numerusform>Column %1 holds only %Ln card.</numerusform>
            <numerusform>Column %1 holds only %Ln cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>These %Ln cards are not a run: %1 does not belong on %2.</source>
        <comment>%1 %2: objects; %3 %4: alone</comment>
        <translation>
            <numerusform>This %Ln card is not a run: %1 does not belong on %2.</numerusform>
            <numerusform>These %Ln cards are not a run: %1 does not belong on %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A run of %Ln cards cannot move there: with %1 and %2, at most %3 can move.</source>
        <translation>
            <numerusform>A run of %Ln card cannot move there: with %1 and %2, at most %3 can move.</numerusform>
            <numerusform>A run of %Ln cards cannot move there: with %1 and %2, at most %3 can move.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A run of %Ln cards cannot move there: with %1 and %2, at most %3 can move into an empty column.</source>
        <translation>
            <numerusform>A run of %Ln card cannot move there: with %1 and %2, at most %3 can move into an empty column.</numerusform>
            <numerusform>A run of %Ln cards cannot move there: with %1 and %2, at most %3 can move into an empty column.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The “Freecells” line holds %Ln card(s), but the game has only %1.</source>
        <translation>
            <numerusform>The “Freecells” line holds %Ln card, but the game has only %1.</numerusform>
            <numerusform>The “Freecells” line holds %Ln cards, but the game has only %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln free cell(s)</source>
        <comment>the game has only …</comment>
        <translation>
            <numerusform>%Ln free cell</numerusform>
            <numerusform>%Ln free cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln free cell(s)</source>
        <translation>
            <numerusform>%Ln free cell</numerusform>
            <numerusform>%Ln free cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln empty column(s)</source>
        <translation>
            <numerusform>%Ln empty column</numerusform>
            <numerusform>%Ln empty columns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln card(s)</source>
        <comment>at most this many can move</comment>
        <translation>
            <numerusform>%Ln card</numerusform>
            <numerusform>%Ln cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %Ln more</source>
        <comment>%1: some missing cards; then how many others are missing</comment>
        <translation>
            <numerusform>%1 and %Ln more</numerusform>
            <numerusform>%1 and %Ln more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln card(s) missing: %1.</source>
        <comment>%1: the cards, each alone</comment>
        <translation>
            <numerusform>%Ln card missing: %1.</numerusform>
            <numerusform>%Ln cards missing: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <source>%Ln free cell(s)</source>
        <translation>
            <numerusform>%Ln free cell</numerusform>
            <numerusform>%Ln free cells</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemText</name>
    <message numerus="yes">
        <source>%Ln setting(s) could not be used (%1); the default is used instead.</source>
        <translation>
            <numerusform>%Ln setting could not be used (%1); its default is used instead.</numerusform>
            <numerusform>%Ln settings could not be used (%1); their defaults are used instead.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln unreadable game(s) in the statistics journal skipped.</source>
        <translation>
            <numerusform>%Ln unreadable game in the statistics journal was skipped.</numerusform>
            <numerusform>%Ln unreadable games in the statistics journal were skipped.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) could not be saved to the statistics nor to %1; they are lost when Boulanger closes.</source>
        <translation>
            <numerusform>%Ln game could not be saved to the statistics nor to %1; it is lost when Boulanger closes.</numerusform>
            <numerusform>%Ln games could not be saved to the statistics nor to %1; they are lost when Boulanger closes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) could not be added to the statistics yet. They wait in %1 and are added at the next start once the statistics file can be written.</source>
        <translation>
            <numerusform>%Ln game could not be added to the statistics yet. It waits in %1 and is added at the next start once the statistics file can be written.</numerusform>
            <numerusform>%Ln games could not be added to the statistics yet. They wait in %1 and are added at the next start once the statistics file can be written.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message numerus="yes">
        <source>You won in %Ln move(s).</source>
        <translation>
            <numerusform>You won in %Ln move.</numerusform>
            <numerusform>You won in %Ln moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You won in %Ln move(s); the solver&apos;s line takes %1.</source>
        <translation>
            <numerusform>You won in %Ln move; the solver&apos;s line takes %1.</numerusform>
            <numerusform>You won in %Ln moves; the solver&apos;s line takes %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The start, before the game&apos;s %Ln move(s).</source>
        <translation>
            <numerusform>The start, before the game&apos;s %Ln move.</numerusform>
            <numerusform>The start, before the game&apos;s %Ln moves.</numerusform>
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
        <source>Moved %1 and the %Ln card(s) on it onto %2</source>
        <translation>
            <numerusform>Moved %1 and the card on it onto %2</numerusform>
            <numerusform>Moved %1 and the %Ln cards on it onto %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %1 and the %Ln card(s) on it onto %2</source>
        <translation>
            <numerusform>Move %1 and the card on it onto %2</numerusform>
            <numerusform>Move %1 and the %Ln cards on it onto %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 and the %Ln card(s) on it to empty column %2</source>
        <translation>
            <numerusform>Moved %1 and the card on it to empty column %2</numerusform>
            <numerusform>Moved %1 and the %Ln cards on it to empty column %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %1 and the %Ln card(s) on it to empty column %2</source>
        <translation>
            <numerusform>Move %1 and the card on it to empty column %2</numerusform>
            <numerusform>Move %1 and the %Ln cards on it to empty column %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln card(s)</source>
        <translation>
            <numerusform>%Ln card</numerusform>
            <numerusform>%Ln cards</numerusform>
        </translation>
    </message>
</context>
</TS>
