<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sk_SK">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Boulanger</source>
        <translation>O aplikácii Boulanger</translation>
    </message>
    <message>
        <source>Boulanger is free software under the MIT License.</source>
        <translation>Boulanger je slobodný softvér pod licenciou MIT.</translation>
    </message>
    <message>
        <source>Open Licences Folder</source>
        <translation>Otvoriť priečinok s licenciami</translation>
    </message>
    <message>
        <source>This copy includes the software below, each under its licence. Select one to read its licence.</source>
        <translation>Táto kópia obsahuje softvér uvedený nižšie, každý pod svojou licenciou. Vyberte jeden a prečítajte si jeho licenciu.</translation>
    </message>
    <message>
        <source>Included software</source>
        <translation>Obsiahnutý softvér</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licencia</translation>
    </message>
</context>
<context>
    <name>Assistance</name>
    <message>
        <source>Thinking…</source>
        <translation>Premýšľam…</translation>
    </message>
    <message>
        <source>Shown while a hint, a solution or the winnability check is being worked out</source>
        <translation>Zobrazuje sa, kým sa hľadá rada, riešenie alebo sa overuje, či sa hra dá vyhrať</translation>
    </message>
    <message>
        <source>Whether this game can still be won (Settings ▸ Check Winnability)</source>
        <translation>Či sa táto hra ešte dá vyhrať (Nastavenia ▸ Overovať, či sa dá vyhrať)</translation>
    </message>
    <message>
        <source>Undo back to the last position from which the game can be won</source>
        <translation>Vrátiť ťahy až po poslednú pozíciu, z ktorej sa hra dá vyhrať</translation>
    </message>
    <message>
        <source>Undo to a winnable position</source>
        <translation>Vrátiť ťahy po pozíciu, z ktorej sa dá vyhrať</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Poradiť</translation>
    </message>
    <message>
        <source>Suggest a move (H)</source>
        <translation>Poradiť ťah (H)</translation>
    </message>
    <message>
        <source>Show &amp;Solution</source>
        <translation>Ukázať &amp;riešenie</translation>
    </message>
    <message>
        <source>Play a winning line, move by move</source>
        <translation>Zahrať víťazný postup ťah po ťahu</translation>
    </message>
    <message>
        <source>Check &amp;Winnability</source>
        <translation>Overovať, či sa dá &amp;vyhrať</translation>
    </message>
    <message>
        <source>&amp;Hint Provider</source>
        <translation>Zdroj &amp;rád</translation>
    </message>
    <message>
        <source>No hint provider: turn one on in Settings ▸ Plugins</source>
        <translation>Žiadny zdroj rád: zapnite niektorý v Nastavenia ▸ Zásuvné moduly</translation>
    </message>
    <message>
        <source>No hint provider is on (Settings ▸ Plugins…)</source>
        <translation>Nie je zapnutý žiadny zdroj rád (Nastavenia ▸ Zásuvné moduly…)</translation>
    </message>
    <message>
        <source>No hint provider is on: turn one on in Settings ▸ Plugins.</source>
        <translation>Nie je zapnutý žiadny zdroj rád: zapnite niektorý v Nastavenia ▸ Zásuvné moduly.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Rada: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a hint: why</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The hint provider “%1” is still busy with the last hint.</source>
        <translation>Zdroj rád „%1“ ešte hľadá predošlú radu.</translation>
    </message>
    <message>
        <source>Looking for a winning line…</source>
        <translation>Hľadám cestu k výhre…</translation>
    </message>
    <message>
        <source>No longer winnable —</source>
        <translation>Už sa nedá vyhrať —</translation>
    </message>
    <message numerus="yes">
        <source>undo %Ln move(s)</source>
        <translation>
            <numerusform>vrátiť %Ln ťah</numerusform>
            <numerusform>vrátiť %Ln ťahy</numerusform>
            <numerusform>vrátiť %Ln ťahov</numerusform>
        </translation>
    </message>
    <message>
        <source>No winning line from here. %1 suggests: %2</source>
        <translation>Odtiaľto sa už nedá vyhrať. %1 radí: %2</translation>
    </message>
    <message>
        <source>Winnability</source>
        <translation>Dá sa vyhrať?</translation>
    </message>
    <message>
        <source>Looking for a winnable deal…</source>
        <translation>Hľadám rozdanie, ktoré sa dá vyhrať…</translation>
    </message>
    <message>
        <source>Dealt a game the solver proved winnable.</source>
        <translation>Rozdaná hra, o ktorej riešiteľ dokázal, že sa dá vyhrať.</translation>
    </message>
    <message>
        <source>No winnable deal was found in time: this one may not be winnable.</source>
        <translation>Včas sa nenašlo rozdanie, ktoré sa dá vyhrať: toto sa možno vyhrať nedá.</translation>
    </message>
    <message>
        <source>Solution stopped: you moved.</source>
        <translation>Riešenie zastavené: potiahli ste.</translation>
    </message>
</context>
<context>
    <name>BoardTexts</name>
    <message>
        <source>Card table</source>
        <translation>Kartový stôl</translation>
    </message>
    <message>
        <source>Free cells, foundations and eight columns. Type a move&apos;s two keys: 1 to 8 for a column, a to d for a free cell, h for the foundations; Enter picks the best place, Esc lets go. Or move over the piles with the arrow keys: Enter picks the cards up, Enter again puts them down.</source>
        <translation>Voľné polia, základne a osem stĺpcov. Ťah zadáte dvoma klávesmi: 1 až 8 pre stĺpec, a až d pre voľné pole, h pre základne; Enter vyberie najlepšie miesto, Esc výber zruší. Alebo sa po kôpkach pohybujte šípkami: Enter karty zdvihne, ďalší Enter ich položí.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>prázdne</translation>
    </message>
    <message>
        <source>%1 on top</source>
        <comment>%1: the card alone</comment>
        <translation>navrchu %1</translation>
    </message>
    <message numerus="yes">
        <source>a run of %Ln</source>
        <translation>
            <numerusform>rad %Ln karty</numerusform>
            <numerusform>rad %Ln kariet</numerusform>
            <numerusform>rad %Ln kariet</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>up to %1</source>
        <comment>%1: the card as an object; %2: the card alone</comment>
        <translation>po %1</translation>
    </message>
    <message numerus="yes">
        <source>Won with help, not counted as a win. Score %1 in %Ln move(s).</source>
        <translation>
            <numerusform>Vyhrané s pomocou, nepočíta sa ako výhra. Skóre %1 za %Ln ťah.</numerusform>
            <numerusform>Vyhrané s pomocou, nepočíta sa ako výhra. Skóre %1 za %Ln ťahy.</numerusform>
            <numerusform>Vyhrané s pomocou, nepočíta sa ako výhra. Skóre %1 za %Ln ťahov.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You won! Score %1 in %Ln move(s).</source>
        <translation>
            <numerusform>Vyhrali ste! Skóre %1 za %Ln ťah.</numerusform>
            <numerusform>Vyhrali ste! Skóre %1 za %Ln ťahy.</numerusform>
            <numerusform>Vyhrali ste! Skóre %1 za %Ln ťahov.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deal starts again from the beginning.</source>
        <translation>Rozdanie sa začína znova od začiatku.</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Vrátené: %1</translation>
    </message>
</context>
<context>
    <name>CardName</name>
    <message>
        <source>ace of spades</source>
        <translation>pikové eso</translation>
    </message>
    <message>
        <source>2 of spades</source>
        <translation>piková 2</translation>
    </message>
    <message>
        <source>3 of spades</source>
        <translation>piková 3</translation>
    </message>
    <message>
        <source>4 of spades</source>
        <translation>piková 4</translation>
    </message>
    <message>
        <source>5 of spades</source>
        <translation>piková 5</translation>
    </message>
    <message>
        <source>6 of spades</source>
        <translation>piková 6</translation>
    </message>
    <message>
        <source>7 of spades</source>
        <translation>piková 7</translation>
    </message>
    <message>
        <source>8 of spades</source>
        <translation>piková 8</translation>
    </message>
    <message>
        <source>9 of spades</source>
        <translation>piková 9</translation>
    </message>
    <message>
        <source>10 of spades</source>
        <translation>piková 10</translation>
    </message>
    <message>
        <source>jack of spades</source>
        <translation>pikový dolník</translation>
    </message>
    <message>
        <source>queen of spades</source>
        <translation>piková dáma</translation>
    </message>
    <message>
        <source>king of spades</source>
        <translation>pikový kráľ</translation>
    </message>
    <message>
        <source>ace of hearts</source>
        <translation>srdcové eso</translation>
    </message>
    <message>
        <source>2 of hearts</source>
        <translation>srdcová 2</translation>
    </message>
    <message>
        <source>3 of hearts</source>
        <translation>srdcová 3</translation>
    </message>
    <message>
        <source>4 of hearts</source>
        <translation>srdcová 4</translation>
    </message>
    <message>
        <source>5 of hearts</source>
        <translation>srdcová 5</translation>
    </message>
    <message>
        <source>6 of hearts</source>
        <translation>srdcová 6</translation>
    </message>
    <message>
        <source>7 of hearts</source>
        <translation>srdcová 7</translation>
    </message>
    <message>
        <source>8 of hearts</source>
        <translation>srdcová 8</translation>
    </message>
    <message>
        <source>9 of hearts</source>
        <translation>srdcová 9</translation>
    </message>
    <message>
        <source>10 of hearts</source>
        <translation>srdcová 10</translation>
    </message>
    <message>
        <source>jack of hearts</source>
        <translation>srdcový dolník</translation>
    </message>
    <message>
        <source>queen of hearts</source>
        <translation>srdcová dáma</translation>
    </message>
    <message>
        <source>king of hearts</source>
        <translation>srdcový kráľ</translation>
    </message>
    <message>
        <source>ace of diamonds</source>
        <translation>kárové eso</translation>
    </message>
    <message>
        <source>2 of diamonds</source>
        <translation>kárová 2</translation>
    </message>
    <message>
        <source>3 of diamonds</source>
        <translation>kárová 3</translation>
    </message>
    <message>
        <source>4 of diamonds</source>
        <translation>kárová 4</translation>
    </message>
    <message>
        <source>5 of diamonds</source>
        <translation>kárová 5</translation>
    </message>
    <message>
        <source>6 of diamonds</source>
        <translation>kárová 6</translation>
    </message>
    <message>
        <source>7 of diamonds</source>
        <translation>kárová 7</translation>
    </message>
    <message>
        <source>8 of diamonds</source>
        <translation>kárová 8</translation>
    </message>
    <message>
        <source>9 of diamonds</source>
        <translation>kárová 9</translation>
    </message>
    <message>
        <source>10 of diamonds</source>
        <translation>kárová 10</translation>
    </message>
    <message>
        <source>jack of diamonds</source>
        <translation>kárový dolník</translation>
    </message>
    <message>
        <source>queen of diamonds</source>
        <translation>kárová dáma</translation>
    </message>
    <message>
        <source>king of diamonds</source>
        <translation>kárový kráľ</translation>
    </message>
    <message>
        <source>ace of clubs</source>
        <translation>krížové eso</translation>
    </message>
    <message>
        <source>2 of clubs</source>
        <translation>krížová 2</translation>
    </message>
    <message>
        <source>3 of clubs</source>
        <translation>krížová 3</translation>
    </message>
    <message>
        <source>4 of clubs</source>
        <translation>krížová 4</translation>
    </message>
    <message>
        <source>5 of clubs</source>
        <translation>krížová 5</translation>
    </message>
    <message>
        <source>6 of clubs</source>
        <translation>krížová 6</translation>
    </message>
    <message>
        <source>7 of clubs</source>
        <translation>krížová 7</translation>
    </message>
    <message>
        <source>8 of clubs</source>
        <translation>krížová 8</translation>
    </message>
    <message>
        <source>9 of clubs</source>
        <translation>krížová 9</translation>
    </message>
    <message>
        <source>10 of clubs</source>
        <translation>krížová 10</translation>
    </message>
    <message>
        <source>jack of clubs</source>
        <translation>krížový dolník</translation>
    </message>
    <message>
        <source>queen of clubs</source>
        <translation>krížová dáma</translation>
    </message>
    <message>
        <source>king of clubs</source>
        <translation>krížový kráľ</translation>
    </message>
</context>
<context>
    <name>CardObject</name>
    <message>
        <source>the ace of spades</source>
        <translation>pikové eso</translation>
    </message>
    <message>
        <source>the 2 of spades</source>
        <translation>pikovú 2</translation>
    </message>
    <message>
        <source>the 3 of spades</source>
        <translation>pikovú 3</translation>
    </message>
    <message>
        <source>the 4 of spades</source>
        <translation>pikovú 4</translation>
    </message>
    <message>
        <source>the 5 of spades</source>
        <translation>pikovú 5</translation>
    </message>
    <message>
        <source>the 6 of spades</source>
        <translation>pikovú 6</translation>
    </message>
    <message>
        <source>the 7 of spades</source>
        <translation>pikovú 7</translation>
    </message>
    <message>
        <source>the 8 of spades</source>
        <translation>pikovú 8</translation>
    </message>
    <message>
        <source>the 9 of spades</source>
        <translation>pikovú 9</translation>
    </message>
    <message>
        <source>the 10 of spades</source>
        <translation>pikovú 10</translation>
    </message>
    <message>
        <source>the jack of spades</source>
        <translation>pikového dolníka</translation>
    </message>
    <message>
        <source>the queen of spades</source>
        <translation>pikovú dámu</translation>
    </message>
    <message>
        <source>the king of spades</source>
        <translation>pikového kráľa</translation>
    </message>
    <message>
        <source>the ace of hearts</source>
        <translation>srdcové eso</translation>
    </message>
    <message>
        <source>the 2 of hearts</source>
        <translation>srdcovú 2</translation>
    </message>
    <message>
        <source>the 3 of hearts</source>
        <translation>srdcovú 3</translation>
    </message>
    <message>
        <source>the 4 of hearts</source>
        <translation>srdcovú 4</translation>
    </message>
    <message>
        <source>the 5 of hearts</source>
        <translation>srdcovú 5</translation>
    </message>
    <message>
        <source>the 6 of hearts</source>
        <translation>srdcovú 6</translation>
    </message>
    <message>
        <source>the 7 of hearts</source>
        <translation>srdcovú 7</translation>
    </message>
    <message>
        <source>the 8 of hearts</source>
        <translation>srdcovú 8</translation>
    </message>
    <message>
        <source>the 9 of hearts</source>
        <translation>srdcovú 9</translation>
    </message>
    <message>
        <source>the 10 of hearts</source>
        <translation>srdcovú 10</translation>
    </message>
    <message>
        <source>the jack of hearts</source>
        <translation>srdcového dolníka</translation>
    </message>
    <message>
        <source>the queen of hearts</source>
        <translation>srdcovú dámu</translation>
    </message>
    <message>
        <source>the king of hearts</source>
        <translation>srdcového kráľa</translation>
    </message>
    <message>
        <source>the ace of diamonds</source>
        <translation>kárové eso</translation>
    </message>
    <message>
        <source>the 2 of diamonds</source>
        <translation>károvú 2</translation>
    </message>
    <message>
        <source>the 3 of diamonds</source>
        <translation>károvú 3</translation>
    </message>
    <message>
        <source>the 4 of diamonds</source>
        <translation>károvú 4</translation>
    </message>
    <message>
        <source>the 5 of diamonds</source>
        <translation>károvú 5</translation>
    </message>
    <message>
        <source>the 6 of diamonds</source>
        <translation>károvú 6</translation>
    </message>
    <message>
        <source>the 7 of diamonds</source>
        <translation>károvú 7</translation>
    </message>
    <message>
        <source>the 8 of diamonds</source>
        <translation>károvú 8</translation>
    </message>
    <message>
        <source>the 9 of diamonds</source>
        <translation>károvú 9</translation>
    </message>
    <message>
        <source>the 10 of diamonds</source>
        <translation>károvú 10</translation>
    </message>
    <message>
        <source>the jack of diamonds</source>
        <translation>kárového dolníka</translation>
    </message>
    <message>
        <source>the queen of diamonds</source>
        <translation>károvú dámu</translation>
    </message>
    <message>
        <source>the king of diamonds</source>
        <translation>kárového kráľa</translation>
    </message>
    <message>
        <source>the ace of clubs</source>
        <translation>krížové eso</translation>
    </message>
    <message>
        <source>the 2 of clubs</source>
        <translation>krížovú 2</translation>
    </message>
    <message>
        <source>the 3 of clubs</source>
        <translation>krížovú 3</translation>
    </message>
    <message>
        <source>the 4 of clubs</source>
        <translation>krížovú 4</translation>
    </message>
    <message>
        <source>the 5 of clubs</source>
        <translation>krížovú 5</translation>
    </message>
    <message>
        <source>the 6 of clubs</source>
        <translation>krížovú 6</translation>
    </message>
    <message>
        <source>the 7 of clubs</source>
        <translation>krížovú 7</translation>
    </message>
    <message>
        <source>the 8 of clubs</source>
        <translation>krížovú 8</translation>
    </message>
    <message>
        <source>the 9 of clubs</source>
        <translation>krížovú 9</translation>
    </message>
    <message>
        <source>the 10 of clubs</source>
        <translation>krížovú 10</translation>
    </message>
    <message>
        <source>the jack of clubs</source>
        <translation>krížového dolníka</translation>
    </message>
    <message>
        <source>the queen of clubs</source>
        <translation>krížovú dámu</translation>
    </message>
    <message>
        <source>the king of clubs</source>
        <translation>krížového kráľa</translation>
    </message>
</context>
<context>
    <name>Confirmations</name>
    <message>
        <source>Abandon this game?</source>
        <translation>Vzdať túto hru?</translation>
    </message>
    <message>
        <source>Abandon this game? It counts as a loss.</source>
        <translation>Vzdať túto hru? Počíta sa ako prehra.</translation>
    </message>
    <message>
        <source>The game in progress is recorded as abandoned (lost, when it was stuck) and ends your winning streak.</source>
        <translation>Rozohraná hra sa zapíše ako vzdaná (prehraná, ak v nej už nebol žiadny užitočný ťah) a ukončí vašu sériu výhier.</translation>
    </message>
    <message>
        <source>Abandon</source>
        <translation>Vzdať</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Hrať ďalej</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Už sa nepýtať</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Vynulovať štatistiku</translation>
    </message>
    <message>
        <source>Delete the record of every game played?</source>
        <translation>Vymazať záznam o všetkých odohraných hrách?</translation>
    </message>
    <message>
        <source>A dated copy of the statistics is kept beside them first.</source>
        <translation>Predtým sa vedľa nej uloží kópia štatistiky s dátumom.</translation>
    </message>
    <message>
        <source>Statistics not saved yet</source>
        <translation>Štatistika ešte nie je uložená</translation>
    </message>
</context>
<context>
    <name>ExportTexts</name>
    <message>
        <source>Export Statistics</source>
        <translation>Export štatistiky</translation>
    </message>
    <message>
        <source>No statistics exporter is available.</source>
        <translation>Nie je k dispozícii žiadny export štatistiky.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) exported to %1.</source>
        <translation>
            <numerusform>%Ln hra je exportovaná do %1.</numerusform>
            <numerusform>%Ln hry sú exportované do %1.</numerusform>
            <numerusform>%Ln hier je exportovaných do %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file is in %1.</source>
        <translation>Súbor je v priečinku %1.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) in the statistics file could not be read and were left out of %1 (first: %2).</source>
        <translation>
            <numerusform>%Ln hru v súbore štatistiky sa nepodarilo načítať a v %1 chýba (prvá: %2).</numerusform>
            <numerusform>%Ln hry v súbore štatistiky sa nepodarilo načítať a v %1 chýbajú (prvá: %2).</numerusform>
            <numerusform>%Ln hier v súbore štatistiky sa nepodarilo načítať a v %1 chýbajú (prvá: %2).</numerusform>
        </translation>
    </message>
    <message>
        <source>Open &amp;Folder</source>
        <translation>Otvoriť &amp;priečinok</translation>
    </message>
    <message>
        <source>The folder %1 could not be opened.</source>
        <translation>Priečinok %1 sa nepodarilo otvoriť.</translation>
    </message>
    <message>
        <source>Nothing was exported to %1.</source>
        <translation>Do %1 sa nič neexportovalo.</translation>
    </message>
    <message>
        <source>The file could not be written: %1.</source>
        <translation>Súbor sa nepodarilo zapísať: %1.</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1.</source>
        <translation>Štatistiku sa nepodarilo načítať: %1.</translation>
    </message>
    <message>
        <source>The exporter failed: %1.</source>
        <translation>Export zlyhal: %1.</translation>
    </message>
</context>
<context>
    <name>Felt</name>
    <message>
        <source>Green felt</source>
        <translation>Zelené súkno</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>Modré súkno</translation>
    </message>
    <message>
        <source>Red felt</source>
        <translation>Červené súkno</translation>
    </message>
    <message>
        <source>Grey felt</source>
        <translation>Sivé súkno</translation>
    </message>
    <message>
        <source>Walnut</source>
        <translation>Orech</translation>
    </message>
    <message>
        <source>Custom (%1)</source>
        <translation>Vlastná (%1)</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <source>Date</source>
        <translation>Dátum</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Kód hry</translation>
    </message>
    <message>
        <source>Cells</source>
        <translation>Voľné polia</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledok</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Skóre</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ťahy</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Čas</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Rady</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>S pomocou</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vyhraná</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Prehraná</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Vzdaná</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Rozohraná</translation>
    </message>
    <message>
        <source>%1 (assisted)</source>
        <translation>%1 (s pomocou)</translation>
    </message>
    <message>
        <source>Custom position</source>
        <translation>Vlastná pozícia</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Áno</translation>
    </message>
</context>
<context>
    <name>HintAssistant</name>
    <message>
        <source>The hint provider</source>
        <translation>Zdroj rád</translation>
    </message>
    <message>
        <source>%1 found no move that leads to a win from here.</source>
        <translation>%1 odtiaľto nenašiel žiadny ťah, ktorý vedie k výhre.</translation>
    </message>
    <message>
        <source>not a move</source>
        <translation>nie je to ťah</translation>
    </message>
</context>
<context>
    <name>HintReason</name>
    <message>
        <source>It goes to its foundation.</source>
        <translation>Ide na svoju základňu.</translation>
    </message>
    <message>
        <source>It frees a cell by building on its suit.</source>
        <translation>Uvoľní voľné pole, lebo sa priloží na kartu svojej farby.</translation>
    </message>
    <message>
        <source>It builds on its suit and uncovers a card the foundation needs.</source>
        <translation>Priloží sa na kartu svojej farby a odkryje kartu, ktorú potrebuje základňa.</translation>
    </message>
    <message>
        <source>It builds on its suit and empties a column.</source>
        <translation>Priloží sa na kartu svojej farby a vyprázdni stĺpec.</translation>
    </message>
    <message>
        <source>It builds on its suit.</source>
        <translation>Priloží sa na kartu svojej farby.</translation>
    </message>
    <message>
        <source>It uncovers a card the foundation needs.</source>
        <translation>Odkryje kartu, ktorú potrebuje základňa.</translation>
    </message>
    <message>
        <source>It frees a cell.</source>
        <translation>Uvoľní voľné pole.</translation>
    </message>
    <message>
        <source>It gives the run room.</source>
        <translation>Rad dostane priestor.</translation>
    </message>
    <message>
        <source>It makes room.</source>
        <translation>Urobí miesto.</translation>
    </message>
    <message numerus="yes">
        <source>part of a winning line, %Ln move(s) to go</source>
        <translation>
            <numerusform>časť víťazného postupu, zostáva %Ln ťah</numerusform>
            <numerusform>časť víťazného postupu, zostávajú %Ln ťahy</numerusform>
            <numerusform>časť víťazného postupu, zostáva %Ln ťahov</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeyboardPlay</name>
    <message>
        <source>Nothing in column %1 can go anywhere now.</source>
        <translation>Zo stĺpca %1 teraz nemožno nič nikam presunúť.</translation>
    </message>
    <message>
        <source>Nothing in free cell %1 can go anywhere now.</source>
        <translation>Z voľného poľa %1 teraz nemožno nič nikam presunúť.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a pile&apos;s name: what it holds</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1. Enter puts the cards here.</source>
        <comment>%1: the framed pile and its cards</comment>
        <translation>%1. Enter sem karty položí.</translation>
    </message>
    <message>
        <source>Cards on a foundation stay there: pick a column or a free cell.</source>
        <translation>Karty zo základne sa už nepresúvajú: vyberte stĺpec alebo voľné pole.</translation>
    </message>
    <message>
        <source>The key %1 does nothing here. Play with 1–8, a–d and h, or the arrow keys and Enter.</source>
        <translation>Kláves %1 tu nič nerobí. Hrajte klávesmi 1–8, a–d a h alebo šípkami a Enterom.</translation>
    </message>
    <message numerus="yes">
        <source>This game has %Ln free cell(s).</source>
        <translation>
            <numerusform>Táto hra má %Ln voľné pole.</numerusform>
            <numerusform>Táto hra má %Ln voľné polia.</numerusform>
            <numerusform>Táto hra má %Ln voľných polí.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to move in column %1.</source>
        <translation>V stĺpci %1 nie je čo presunúť.</translation>
    </message>
    <message>
        <source>Nothing to move in free cell %1.</source>
        <translation>Vo voľnom poli %1 nie je čo presunúť.</translation>
    </message>
    <message>
        <source>From column %1: %2.</source>
        <translation>Zo stĺpca %1: %2.</translation>
    </message>
    <message>
        <source>From free cell %1: %2.</source>
        <translation>Z voľného poľa %1: %2.</translation>
    </message>
    <message>
        <source>press where it goes: 1–8, a–d or h (foundation), or frame it with the arrow keys and press Enter; Enter at once for the best place; Esc to cancel</source>
        <translation>stlačte, kam ide: 1–8, a–d alebo h (základňa), alebo to miesto orámujte šípkami a stlačte Enter; Enter hneď pre najlepšie miesto; Esc zruší</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Jazyk</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Jazyk systému</translation>
    </message>
    <message>
        <source>Boulanger will speak %1 from the next start.</source>
        <translation>Jazyk %1 sa použije od ďalšieho spustenia Boulangera.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Reštartovať teraz</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Off</source>
        <translation>Vypnuté</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rýchle</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normálne</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Pomalé</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nová hra…</translation>
    </message>
    <message>
        <source>Deal a new game</source>
        <translation>Rozdať novú hru</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Začať odznova</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning</source>
        <translation>Hrať toto rozdanie znova od začiatku</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Späť</translation>
    </message>
    <message>
        <source>Take back a move</source>
        <translation>Vrátiť ťah späť</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Znova</translation>
    </message>
    <message>
        <source>Play an undone move again</source>
        <translation>Zahrať vrátený ťah znova</translation>
    </message>
    <message>
        <source>Deal of the &amp;Day</source>
        <translation>&amp;Hra dňa</translation>
    </message>
    <message>
        <source>Play today&apos;s deal: the same winnable deal for every player</source>
        <translation>Zahrať dnešnú hru: rovnaké vyhrateľné rozdanie pre všetkých hráčov</translation>
    </message>
    <message>
        <source>&amp;Copy Game Code</source>
        <translation>&amp;Kopírovať kód hry</translation>
    </message>
    <message>
        <source>Copy this deal&apos;s game code</source>
        <translation>Skopírovať kód tohto rozdania</translation>
    </message>
    <message>
        <source>Send Cards &amp;Home</source>
        <translation>Poslať karty na zá&amp;kladne</translation>
    </message>
    <message>
        <source>Every card that may go to its foundation goes (F)</source>
        <translation>Každá karta, ktorá môže ísť na základňu, tam ide (F)</translation>
    </message>
    <message>
        <source>Cop&amp;y Position</source>
        <translation>Kopírovať &amp;pozíciu</translation>
    </message>
    <message>
        <source>Copy the position as a board file, for solvers and other programs</source>
        <translation>Skopírovať pozíciu ako súbor s rozložením pre riešiteľov a iné programy</translation>
    </message>
    <message>
        <source>Paste Posi&amp;tion</source>
        <translation>&amp;Vložiť pozíciu</translation>
    </message>
    <message>
        <source>Play a position copied as a board file</source>
        <translation>Hrať pozíciu skopírovanú ako súbor s rozložením</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>Na &amp;celú obrazovku</translation>
    </message>
    <message>
        <source>Fill the screen with the board</source>
        <translation>Hracia plocha zaplní celú obrazovku</translation>
    </message>
    <message>
        <source>Auto-Pla&amp;y Safe Moves</source>
        <translation>&amp;Automaticky hrať bezpečné ťahy</translation>
    </message>
    <message>
        <source>After each of your moves, send every card that may go to its foundation (Send Cards Home by itself)</source>
        <translation>Po každom vašom ťahu poslať na základňu každú kartu, ktorá tam môže ísť (Poslať karty na základne samo od seba)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ukončiť</translation>
    </message>
    <message>
        <source>Games played and won</source>
        <translation>Odohrané a vyhrané hry</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Š&amp;tatistika…</translation>
    </message>
    <message>
        <source>&amp;Export Statistics…</source>
        <translation>&amp;Exportovať štatistiku…</translation>
    </message>
    <message>
        <source>&amp;Plugins…</source>
        <translation>Zá&amp;suvné moduly…</translation>
    </message>
    <message>
        <source>Choose which plugins to load</source>
        <translation>Vybrať, ktoré zásuvné moduly sa načítajú</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Úp&amp;ravy</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobraziť</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animácie</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Nastavenia</translation>
    </message>
    <message>
        <source>&amp;Ask Before Abandoning a Game</source>
        <translation>&amp;Pýtať sa pred vzdaním hry</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;cník</translation>
    </message>
    <message>
        <source>How to &amp;Play</source>
        <translation>&amp;Pravidlá hry</translation>
    </message>
    <message>
        <source>&amp;About Boulanger</source>
        <translation>&amp;O aplikácii Boulanger</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Click to copy the game code</source>
        <translation>Kliknutím skopírujete kód hry</translation>
    </message>
    <message>
        <source>%1 In Baker&apos;s Game a run must be one suit.</source>
        <comment>%1: why the cards do not move together</comment>
        <translation>%1 V hre Jeu du Boulanger musí byť rad celý v jednej farbe.</translation>
    </message>
    <message>
        <source>This is today&apos;s Deal of the Day.</source>
        <translation>Toto už je dnešná hra dňa.</translation>
    </message>
    <message>
        <source>No card can go to its foundation now.</source>
        <translation>Teraz nemôže ísť na základňu žiadna karta.</translation>
    </message>
    <message numerus="yes">
        <source>Undo goes back %Ln move(s) at most: this is as far as it goes.</source>
        <translation>
            <numerusform>Späť sa dá vrátiť najviac o %Ln ťah: ďalej to nejde.</numerusform>
            <numerusform>Späť sa dá vrátiť najviac o %Ln ťahy: ďalej to nejde.</numerusform>
            <numerusform>Späť sa dá vrátiť najviac o %Ln ťahov: ďalej to nejde.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copied game code %1</source>
        <translation>Kód hry %1 je skopírovaný</translation>
    </message>
    <message>
        <source>Copied the position as a board file.</source>
        <translation>Pozícia je skopírovaná ako súbor s rozložením.</translation>
    </message>
    <message>
        <source>Cannot play the pasted position: %1</source>
        <translation>Vloženú pozíciu nemožno hrať: %1</translation>
    </message>
    <message>
        <source>Playing the pasted position.</source>
        <translation>Hrá sa vložená pozícia.</translation>
    </message>
    <message>
        <source>Practice game from %1: it never counts as a win.</source>
        <translation>Cvičná hra z pozície %1: nikdy sa neráta ako výhra.</translation>
    </message>
    <message>
        <source>Practice from %1</source>
        <translation>Cvičná hra z pozície %1</translation>
    </message>
    <message>
        <source>Deal %1 · %2</source>
        <translation>Rozdanie %1 · %2</translation>
    </message>
    <message>
        <source>%1 · difficulty %2/5</source>
        <translation>%1 · náročnosť %2/5</translation>
    </message>
    <message>
        <source>Deal of the Day, %1 — %2</source>
        <translation>Hra dňa, %1 — %2</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Rozbor</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Verzia %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;Jeu du Boulanger (Baker&apos;s Game): FreeCell where columns build down in the same suit.&lt;/p&gt;&lt;p&gt;Cards, code and art by the Boulanger contributors.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jeu du Boulanger (Baker&apos;s Game): FreeCell, v ktorom sa stĺpce skladajú nadol v rovnakej farbe.&lt;/p&gt;&lt;p&gt;Karty, kód a grafika: prispievatelia projektu Boulanger.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Score: +10 for each card to a foundation, +5 from a free cell to a column</source>
        <translation>Skóre: +10 za každú kartu na základňu, +5 za presun z voľného poľa do stĺpca</translation>
    </message>
    <message>
        <source>Moves played</source>
        <translation>Odohrané ťahy</translation>
    </message>
    <message>
        <source>Time played (paused while the window is minimised)</source>
        <translation>Čas hry (stojí, kým je okno minimalizované)</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Skóre: %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Ťahy: %1</translation>
    </message>
    <message>
        <source>Custom position</source>
        <translation>Vlastná pozícia</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Čas: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Späť</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Začať odznova</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Jeu du Boulanger (Baker&apos;s Game), a solitaire: build the columns down in suit and move every card to the foundations</source>
        <translation>Jeu du Boulanger (Baker&apos;s Game), pasiáns: stĺpce skladajte nadol v rovnakej farbe a všetky karty presuňte na základne</translation>
    </message>
    <message>
        <source>Status bar</source>
        <translation>Stavový riadok</translation>
    </message>
    <message>
        <source>Score, moves, time played, the game code and whether the game can still be won</source>
        <translation>Skóre, ťahy, čas hry, kód hry a či sa hra ešte dá vyhrať</translation>
    </message>
    <message>
        <source>Menu bar</source>
        <translation>Panel ponúk</translation>
    </message>
    <message>
        <source>Game, Edit, View, Settings and Help</source>
        <translation>Hra, Úpravy, Zobraziť, Nastavenia a Pomocník</translation>
    </message>
    <message>
        <source>The most used commands of the Game menu</source>
        <translation>Najpoužívanejšie príkazy ponuky Hra</translation>
    </message>
    <message>
        <source>More commands</source>
        <translation>Ďalšie príkazy</translation>
    </message>
    <message>
        <source>The commands that do not fit on the toolbar</source>
        <translation>Príkazy, ktoré sa na panel nástrojov nezmestia</translation>
    </message>
    <message>
        <source>Separator</source>
        <translation>Oddeľovač</translation>
    </message>
    <message>
        <source>Between groups of commands</source>
        <translation>Medzi skupinami príkazov</translation>
    </message>
    <message>
        <source>Resize the window</source>
        <translation>Zmeniť veľkosť okna</translation>
    </message>
    <message>
        <source>Drag to change the window&apos;s size</source>
        <translation>Ťahaním zmeníte veľkosť okna</translation>
    </message>
    <message>
        <source>Dialog buttons</source>
        <translation>Tlačidlá dialógu</translation>
    </message>
    <message>
        <source>Vertical scroll bar</source>
        <translation>Zvislý posuvník</translation>
    </message>
    <message>
        <source>Horizontal scroll bar</source>
        <translation>Vodorovný posuvník</translation>
    </message>
    <message>
        <source>Divider</source>
        <translation>Deliaca čiara</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vymazať</translation>
    </message>
    <message>
        <source>Choices</source>
        <translation>Možnosti</translation>
    </message>
    <message>
        <source>Select all</source>
        <translation>Vybrať všetko</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Strany</translation>
    </message>
    <message>
        <source>Scroll bars</source>
        <translation>Posuvníky</translation>
    </message>
</context>
<context>
    <name>MessageText</name>
    <message>
        <source>Column %1 is both the source and the target.</source>
        <translation>Stĺpec %1 je zdrojom aj cieľom ťahu.</translation>
    </message>
    <message>
        <source>Free cell %1 is both the source and the target.</source>
        <translation>Voľné pole %1 je zdrojom aj cieľom ťahu.</translation>
    </message>
    <message>
        <source>Cards never come back off the foundation.</source>
        <translation>Karta položená na základňu z nej už nevyjde.</translation>
    </message>
    <message>
        <source>A move carries at least one card.</source>
        <translation>Ťah presúva aspoň jednu kartu.</translation>
    </message>
    <message>
        <source>Only a move from column to column carries several cards.</source>
        <translation>Viac kariet naraz sa presúva iba zo stĺpca na stĺpec.</translation>
    </message>
    <message numerus="yes">
        <source>Free cell %1 does not exist in a game with %Ln free cell(s).</source>
        <translation>
            <numerusform>Voľné pole %1 v hre s %Ln voľným poľom neexistuje.</numerusform>
            <numerusform>Voľné pole %1 v hre s %Ln voľnými poľami neexistuje.</numerusform>
            <numerusform>Voľné pole %1 v hre s %Ln voľnými poľami neexistuje.</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1 is empty.</source>
        <translation>Stĺpec %1 je prázdny.</translation>
    </message>
    <message>
        <source>Free cell %1 is empty.</source>
        <translation>Voľné pole %1 je prázdne.</translation>
    </message>
    <message numerus="yes">
        <source>Column %1 holds only %Ln card(s).</source>
        <translation>
            <numerusform>V stĺpci %1 je iba %Ln karta.</numerusform>
            <numerusform>V stĺpci %1 sú iba %Ln karty.</numerusform>
            <numerusform>V stĺpci %1 je iba %Ln kariet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>These %Ln cards are not a run: %1 does not belong on %2.</source>
        <comment>%1 %2: objects; %3 %4: alone</comment>
        <translation>
            <numerusform>Táto %Ln karta netvorí rad: %3 nepatrí na %2.</numerusform>
            <numerusform>Tieto %Ln karty netvoria rad: %3 nepatrí na %2.</numerusform>
            <numerusform>Týchto %Ln kariet netvorí rad: %3 nepatrí na %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot go to its foundation yet: the ace comes first.</source>
        <comment>%1: object; %2: alone</comment>
        <translation>%2 ešte nemôže ísť na základňu: najprv musí prísť eso.</translation>
    </message>
    <message>
        <source>%1 cannot go to its foundation yet: %2 comes first.</source>
        <comment>%1 %2: objects; %3 %4: alone</comment>
        <translation>%3 ešte nemôže ísť na základňu: najprv tam patrí %4.</translation>
    </message>
    <message>
        <source>Free cell %1 already holds %2.</source>
        <comment>%2: object; %3: alone</comment>
        <translation>Vo voľnom poli %1 už leží %3.</translation>
    </message>
    <message>
        <source>%1 cannot go on %2: the suit must be the same.</source>
        <comment>%1 %2: objects; %3 %4: alone</comment>
        <translation>%3 nemôže ísť na %2: farba musí byť rovnaká.</translation>
    </message>
    <message>
        <source>%1 cannot go on %2: it needs a card one rank higher.</source>
        <comment>%1 %2: objects; %3 %4: alone</comment>
        <translation>%3 nemôže ísť na %2: musí ísť na kartu o jeden stupeň vyššiu.</translation>
    </message>
    <message numerus="yes">
        <source>A run of %Ln cards cannot move there: with %1 and %2, at most %3 can move.</source>
        <translation>
            <numerusform>Rad s %Ln kartou sa tam nedá presunúť: s %1 a %2 sa dá presunúť najviac %3.</numerusform>
            <numerusform>Rad s %Ln kartami sa tam nedá presunúť: s %1 a %2 sa dá presunúť najviac %3.</numerusform>
            <numerusform>Rad s %Ln kartami sa tam nedá presunúť: s %1 a %2 sa dá presunúť najviac %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A run of %Ln cards cannot move there: with %1 and %2, at most %3 can move into an empty column.</source>
        <translation>
            <numerusform>Rad s %Ln kartou sa tam nedá presunúť: s %1 a %2 sa dá do prázdneho stĺpca presunúť najviac %3.</numerusform>
            <numerusform>Rad s %Ln kartami sa tam nedá presunúť: s %1 a %2 sa dá do prázdneho stĺpca presunúť najviac %3.</numerusform>
            <numerusform>Rad s %Ln kartami sa tam nedá presunúť: s %1 a %2 sa dá do prázdneho stĺpca presunúť najviac %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a refused move: why, then its notation</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No useful move is left: every move leads back to a position you have already had.</source>
        <translation>Už nie je možný žiadny užitočný ťah: každý ťah vedie späť do pozície, ktorá už v tejto hre bola.</translation>
    </message>
    <message>
        <source>No move is possible: no card can go anywhere.</source>
        <translation>Nie je možný žiadny ťah: žiadna karta sa nemôže nikam presunúť.</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Dá sa vyhrať</translation>
    </message>
    <message>
        <source>Not winnable</source>
        <translation>Nedá sa vyhrať</translation>
    </message>
    <message>
        <source>Winnable: unknown</source>
        <translation>Dá sa vyhrať? Zatiaľ nevedno</translation>
    </message>
    <message>
        <source>Checking whether this game can still be won…</source>
        <translation>Zisťujem, či sa táto hra ešte dá vyhrať…</translation>
    </message>
    <message>
        <source>“%1” is not a card: write the rank, then the suit, e.g. TD.</source>
        <translation>„%1“ nie je karta: napíšte hodnotu a potom farbu, napríklad TD.</translation>
    </message>
    <message>
        <source>“%1” is not a card: the suit must be one of S, H, D, C.</source>
        <translation>„%1“ nie je karta: farba musí byť S, H, D alebo C.</translation>
    </message>
    <message>
        <source>“%1” is not a card: the rank must be one of A, 2–9, T, J, Q, K.</source>
        <translation>„%1“ nie je karta: hodnota musí byť A, 2–9, T, J, Q alebo K.</translation>
    </message>
    <message>
        <source>“%1” is not a rank: expected 0, A, 2–9, T, J, Q or K.</source>
        <translation>„%1“ nie je hodnota: očakáva sa 0, A, 2–9, T, J, Q alebo K.</translation>
    </message>
    <message>
        <source>“%1” is not a place: use 1–8 for the columns, a–d for the free cells, h for the foundation.</source>
        <translation>„%1“ nie je miesto: stĺpce sú 1–8, voľné polia a–d, základne h.</translation>
    </message>
    <message>
        <source>“%1” is not a move: type where from, then where to, e.g. 3a, a5, 1h, 54:3.</source>
        <translation>„%1“ nie je ťah: napíšte odkiaľ a potom kam, napríklad 3a, a5, 1h, 54:3.</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>„%1“: %2</translation>
    </message>
    <message>
        <source>A run has at most 13 cards.</source>
        <translation>Rad má najviac 13 kariet.</translation>
    </message>
    <message>
        <source>There is no deal %1: deals go from %2 to %3.</source>
        <translation>Rozdanie číslo %1 neexistuje: rozdania majú čísla od %2 do %3.</translation>
    </message>
    <message>
        <source>A game code begins with %2, not “%1”.</source>
        <translation>Kód hry sa začína na %2, nie na „%1“.</translation>
    </message>
    <message>
        <source>The middle part of a game code says how many free cells: C4, C2 or C1, not “%1”.</source>
        <translation>Stredná časť kódu hry udáva počet voľných polí: C4, C2 alebo C1, nie „%1“.</translation>
    </message>
    <message>
        <source>The last part of a game code has %2 characters; “%1” has %3.</source>
        <translation>Posledná časť kódu hry má %2 znakov; „%1“ ich má %3.</translation>
    </message>
    <message>
        <source>The last part of a game code has only letters A–Z and digits 2–7; “%1” has “%2”.</source>
        <translation>Posledná časť kódu hry obsahuje len písmená A–Z a číslice 2–7; „%1“ obsahuje „%2“.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln free cell(s)</source>
        <comment>the game has only …</comment>
        <translation>
            <numerusform>%Ln voľné pole</numerusform>
            <numerusform>%Ln voľné polia</numerusform>
            <numerusform>%Ln voľných polí</numerusform>
        </translation>
    </message>
    <message>
        <source>in column %1</source>
        <translation>v stĺpci %1</translation>
    </message>
    <message>
        <source>in free cell %1</source>
        <translation>vo voľnom poli %1</translation>
    </message>
    <message>
        <source>on the foundation</source>
        <translation>na základni</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the cards of a list</comment>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %Ln more</source>
        <comment>%1: some missing cards; then how many others are missing</comment>
        <translation>
            <numerusform>%1 a %Ln ďalšia</numerusform>
            <numerusform>%1 a %Ln ďalšie</numerusform>
            <numerusform>%1 a %Ln ďalších</numerusform>
        </translation>
    </message>
    <message>
        <source>%1</source>
        <comment>an impossible position: why</comment>
        <translation>%1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln card(s) missing: %1.</source>
        <comment>%1: the cards, each alone</comment>
        <translation>
            <numerusform>Chýba %Ln karta: %1.</numerusform>
            <numerusform>Chýbajú %Ln karty: %1.</numerusform>
            <numerusform>Chýba %Ln kariet: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 cannot hold rank %2: the ranks go from 0 to 13.</source>
        <translation>%1 nemôže mať hodnotu %2: hodnoty sú od 0 do 13.</translation>
    </message>
    <message>
        <source>“%1” is not a game code: a code has three parts, like BK1-C4-AAAAA24.</source>
        <translation>„%1“ nie je kód hry: kód má tri časti, napríklad BK1-C4-AAAAA24.</translation>
    </message>
    <message>
        <source>No game has this code: “%1” would be deal %2, but the deals stop at %4. Check it for a typing mistake.</source>
        <translation>Žiadna hra nemá tento kód: „%1“ by bolo rozdanie %2, ale rozdania končia číslom %4. Skontrolujte, či v ňom nie je preklep.</translation>
    </message>
    <message>
        <source>A game has 4, 2 or 1 free cells, not %1.</source>
        <translation>Hra má 4, 2 alebo 1 voľné pole, nie %1.</translation>
    </message>
    <message>
        <source>Line %1: the “%2” line must come before the columns.</source>
        <translation>Riadok %1: riadok „%2“ musí byť pred stĺpcami.</translation>
    </message>
    <message>
        <source>Line %1: a second “%2” line.</source>
        <translation>Riadok %1: druhý riadok „%2“.</translation>
    </message>
    <message>
        <source>Line %1: “%2” is not a foundation: write its suit, a dash and its top rank, e.g. H-5 or S-0.</source>
        <translation>Riadok %1: „%2“ nie je základňa: napíšte farbu, pomlčku a hodnotu vrchnej karty, napríklad H-5 alebo S-0.</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <comment>%2: what is wrong on that line</comment>
        <translation>Riadok %1: %2</translation>
    </message>
    <message>
        <source>Line %1 is one column too many: a position has %2 columns.</source>
        <translation>Riadok %1 je stĺpec navyše: pozícia má %2 stĺpcov.</translation>
    </message>
    <message numerus="yes">
        <source>The “Freecells” line holds %Ln card(s), but the game has only %1.</source>
        <translation>
            <numerusform>Riadok „Freecells“ obsahuje %Ln kartu, ale hra má len %1.</numerusform>
            <numerusform>Riadok „Freecells“ obsahuje %Ln karty, ale hra má len %1.</numerusform>
            <numerusform>Riadok „Freecells“ obsahuje %Ln kariet, ale hra má len %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln free cell(s)</source>
        <translation>
            <numerusform>%Ln voľným poľom</numerusform>
            <numerusform>%Ln voľnými poľami</numerusform>
            <numerusform>%Ln voľnými poľami</numerusform>
        </translation>
    </message>
    <message>
        <source>A position has exactly 4 foundations.</source>
        <translation>Pozícia má práve 4 základne.</translation>
    </message>
    <message>
        <source>A position has %1 columns, not %2.</source>
        <translation>Pozícia má %1 stĺpcov, nie %2.</translation>
    </message>
    <message>
        <source>%1 appears twice: %3 and %4.</source>
        <comment>%1: the card as an object (English: the king of spades); %2: alone; %3, %4: where, e.g. in column 1</comment>
        <translation>%2 je v pozícii dvakrát: %3 a %4.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln empty column(s)</source>
        <translation>
            <numerusform>%Ln prázdnym stĺpcom</numerusform>
            <numerusform>%Ln prázdnymi stĺpcami</numerusform>
            <numerusform>%Ln prázdnymi stĺpcami</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln card(s)</source>
        <comment>at most this many can move</comment>
        <translation>
            <numerusform>%Ln kartu</numerusform>
            <numerusform>%Ln karty</numerusform>
            <numerusform>%Ln kariet</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Free cells</source>
        <translation>Voľné polia</translation>
    </message>
    <message>
        <source>Fewer cells make the game much harder</source>
        <translation>Menej voľných polí hru značne sťaží</translation>
    </message>
    <message numerus="yes">
        <source>%Ln free cell(s)</source>
        <translation>
            <numerusform>%Ln voľné pole</numerusform>
            <numerusform>%Ln voľné polia</numerusform>
            <numerusform>%Ln voľných polí</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <source>Random deal</source>
        <translation>Náhodné rozdanie</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Číslo rozdania</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Kód hry</translation>
    </message>
    <message>
        <source>Winnable deals only (proved by the solver)</source>
        <translation>Iba vyhrateľné rozdania (overené riešiteľom)</translation>
    </message>
    <message>
        <source>With 2 cells about 1 deal in 20 can be won, with 1 cell about 1 in 300:
this deals only games the solver has proved winnable.</source>
        <translation>S 2 voľnými poľami sa dá vyhrať asi 1 rozdanie z 20, s 1 voľným poľom asi 1 z 300:
táto voľba rozdá iba hry, o ktorých riešiteľ dokázal, že sa dajú vyhrať.</translation>
    </message>
    <message>
        <source>Any difficulty</source>
        <translation>Akákoľvek náročnosť</translation>
    </message>
    <message>
        <source>%1 – Easy</source>
        <translation>%1 – ľahká</translation>
    </message>
    <message>
        <source>%1 – Expert</source>
        <translation>%1 – pre expertov</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Náročnosť</translation>
    </message>
    <message>
        <source>How hard the solver finds the deal: 1 can be won with a quarter of the free cells,
2 with half of them, 3 to 5 need every cell and more and more searching.</source>
        <translation>Aké ťažké je rozdanie pre riešiteľa: 1 sa dá vyhrať so štvrtinou voľných polí,
2 s polovicou, 3 až 5 potrebujú všetky voľné polia a čoraz viac hľadania.</translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation>Náročnosť:</translation>
    </message>
    <message>
        <source>Type a game code, e.g. BK1-C4-AAAAA24.</source>
        <translation>Napíšte kód hry, napríklad BK1-C4-AAAAA24.</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <source>Notice</source>
        <translation>Oznam</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Zavrieť oznam</translation>
    </message>
</context>
<context>
    <name>NumberTexts</name>
    <message>
        <source>%1%2</source>
        <comment>a percentage: %1 the number, %2 the percent sign</comment>
        <translation>%1&#xa0;%2</translation>
    </message>
</context>
<context>
    <name>PluginsDialog</name>
    <message>
        <source>Plugins</source>
        <translation>Zásuvné moduly</translation>
    </message>
    <message>
        <source>Checked plugins are loaded. Changes apply when Boulanger next starts.</source>
        <translation>Zaškrtnuté zásuvné moduly sa načítajú. Zmeny platia od ďalšieho spustenia Boulangera.</translation>
    </message>
    <message>
        <source>Boulanger needs this plugin</source>
        <translation>Boulanger tento zásuvný modul potrebuje</translation>
    </message>
    <message>
        <source>shipped with Boulanger</source>
        <translation>dodaný s Boulangerom</translation>
    </message>
    <message>
        <source>installed package</source>
        <translation>nainštalovaný balík</translation>
    </message>
</context>
<context>
    <name>PositionText</name>
    <message>
        <source>the clipboard holds no text (copy a board file first)</source>
        <translation>schránka neobsahuje text (najprv skopírujte súbor s rozložením)</translation>
    </message>
    <message>
        <source>the clipboard holds %1 characters, far more than a position</source>
        <translation>schránka obsahuje %1 znakov, oveľa viac, než má pozícia</translation>
    </message>
</context>
<context>
    <name>ProblemText</name>
    <message>
        <source>Boulanger cannot create its folder %1 (%2). You can play, but games, settings and statistics are not saved until it can.</source>
        <translation>Boulanger nemôže vytvoriť svoj priečinok %1 (%2). Hrať môžete, ale hry, nastavenia a štatistika sa neuložia, kým sa to nepodarí.</translation>
    </message>
    <message>
        <source>Settings could not be saved: %1</source>
        <translation>Nastavenia sa nepodarilo uložiť: %1</translation>
    </message>
    <message>
        <source>The settings file was damaged (%1); using the defaults.</source>
        <translation>Súbor s nastaveniami bol poškodený (%1); platia predvolené nastavenia.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln setting(s) could not be used (%1); the default is used instead.</source>
        <translation>
            <numerusform>%Ln nastavenie sa nedalo použiť (%1); namiesto neho platí predvolená hodnota.</numerusform>
            <numerusform>%Ln nastavenia sa nedali použiť (%1); namiesto nich platia predvolené hodnoty.</numerusform>
            <numerusform>%Ln nastavení sa nedalo použiť (%1); namiesto nich platia predvolené hodnoty.</numerusform>
        </translation>
    </message>
    <message>
        <source>there is no setting “%1”</source>
        <translation>nastavenie „%1“ neexistuje</translation>
    </message>
    <message>
        <source>%1 should be of type %2, not %3</source>
        <translation>%1 má byť typu %2, nie %3</translation>
    </message>
    <message>
        <source>%1 should be a list of texts</source>
        <translation>%1 má byť zoznam textov</translation>
    </message>
    <message>
        <source>%1 is far too long</source>
        <translation>hodnota %1 je priveľmi dlhá</translation>
    </message>
    <message>
        <source>%1 must be one of %2</source>
        <translation>%1 musí byť jedna z hodnôt %2</translation>
    </message>
    <message>
        <source>%1 must be at least %2</source>
        <translation>%1 musí byť aspoň %2</translation>
    </message>
    <message>
        <source>%1 must be at most %2</source>
        <translation>%1 môže byť najviac %2</translation>
    </message>
    <message>
        <source>The table colour “%1” is not one of %2 or #rrggbb; the table is green.</source>
        <translation>Farba stola „%1“ nie je ani jedna z možností %2, ani #rrggbb; stôl je zelený.</translation>
    </message>
    <message>
        <source>The log file %1 cannot be used (%2); log messages go to the terminal.</source>
        <translation>Súbor záznamu %1 sa nedá použiť (%2); záznam sa vypisuje do terminálu.</translation>
    </message>
    <message>
        <source>The log file %1 cannot be written (%2); log messages are lost until it can.</source>
        <translation>Do súboru záznamu %1 sa nedá zapisovať (%2); kým sa to nepodarí, záznam sa stráca.</translation>
    </message>
    <message>
        <source>Something went wrong: %1 — details in the log (%2).</source>
        <translation>Niečo sa pokazilo: %1 — podrobnosti sú v zázname (%2).</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 neexistuje</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file</source>
        <translation>%1 je priečinok, nie súbor</translation>
    </message>
    <message>
        <source>%1 is a named pipe, not a file</source>
        <translation>%1 je pomenovaná rúra, nie súbor</translation>
    </message>
    <message>
        <source>%1 is a device, not a file</source>
        <translation>%1 je zariadenie, nie súbor</translation>
    </message>
    <message>
        <source>%1 is a socket, not a file</source>
        <translation>%1 je soket, nie súbor</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 nie je obyčajný súbor</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 sa nedá prečítať: %2</translation>
    </message>
    <message>
        <source>%1 is too large, %2 bytes where at most %3 are expected</source>
        <translation>%1 je priveľký: má %2 bajtov a očakáva sa najviac %3</translation>
    </message>
    <message>
        <source>The plugin “%1” does nothing: %2.</source>
        <translation>Zásuvný modul „%1“ nerobí nič: %2.</translation>
    </message>
    <message>
        <source>The plugin “%1” does nothing: it has no function marked with @hookimpl.</source>
        <translation>Zásuvný modul „%1“ nerobí nič: nemá žiadnu funkciu označenú @hookimpl.</translation>
    </message>
    <message>
        <source>The %1 translation (%2) is damaged, so Boulanger speaks English. Reinstalling Boulanger repairs it.</source>
        <translation>Preklad %1 (%2) je poškodený, preto Boulanger hovorí po anglicky. Preinštalovanie Boulangera ho opraví.</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text at byte %2</source>
        <translation>%1 nie je text v UTF-8 na bajte %2</translation>
    </message>
    <message>
        <source>%1 is not valid %2: %3</source>
        <translation>%1 nie je platný %2: %3</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>príliš hlboké vnorenie</translation>
    </message>
    <message>
        <source>too large to hold in memory</source>
        <translation>nezmestí sa do pamäte</translation>
    </message>
    <message>
        <source>a number has too many digits</source>
        <translation>číslo má priveľa číslic</translation>
    </message>
    <message>
        <source>a mistake at line %1, column %2</source>
        <translation>chyba na riadku %1, na pozícii %2</translation>
    </message>
    <message>
        <source>the text ends before it is complete</source>
        <translation>text sa končí skôr, než je úplný</translation>
    </message>
    <message>
        <source>a mistake in the text</source>
        <translation>chyba v texte</translation>
    </message>
    <message>
        <source>the number %1 is out of range</source>
        <translation>číslo %1 je mimo rozsahu</translation>
    </message>
    <message>
        <source>%1 is not a JSON number</source>
        <translation>%1 nie je číslo v JSON</translation>
    </message>
    <message>
        <source>The saved game was damaged (%1); a new game was dealt.</source>
        <translation>Uložená hra bola poškodená (%1); rozdala sa nová hra.</translation>
    </message>
    <message>
        <source>The statistics could not be opened (%1). You can play on; games are recorded once the file can be written.</source>
        <translation>Štatistiku sa nepodarilo otvoriť (%1). Hrať môžete ďalej; hry sa zapíšu, len čo sa do súboru bude dať zapisovať.</translation>
    </message>
    <message>
        <source>The statistics file was damaged (%1). It was kept as %2 and a new one was started.</source>
        <translation>Súbor so štatistikou bol poškodený (%1). Ponechal sa ako %2 a začal sa nový.</translation>
    </message>
    <message>
        <source>damaged, and it could not be moved aside: %1</source>
        <translation>je poškodený a nedá sa odložiť: %1</translation>
    </message>
    <message>
        <source>written by a newer Boulanger (schema %1)</source>
        <translation>zapísala ho novšia verzia Boulangera (schéma %1)</translation>
    </message>
    <message>
        <source>it is not a statistics database</source>
        <translation>nie je to databáza štatistiky</translation>
    </message>
    <message>
        <source>part of its contents cannot be read</source>
        <translation>časť jeho obsahu sa nedá prečítať</translation>
    </message>
    <message>
        <source>The statistics journal could not be used (%1).</source>
        <translation>Súbor hier čakajúcich na štatistiku sa nedal použiť (%1).</translation>
    </message>
    <message>
        <source>The statistics journal was damaged (no list of games).</source>
        <translation>Súbor hier čakajúcich na štatistiku bol poškodený (chýba v ňom zoznam hier).</translation>
    </message>
    <message numerus="yes">
        <source>%Ln unreadable game(s) in the statistics journal skipped.</source>
        <translation>
            <numerusform>%Ln nečitateľná hra čakajúca na štatistiku sa vynechala.</numerusform>
            <numerusform>%Ln nečitateľné hry čakajúce na štatistiku sa vynechali.</numerusform>
            <numerusform>%Ln nečitateľných hier čakajúcich na štatistiku sa vynechalo.</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics could not be saved (%1). This session&apos;s games are kept and saved as soon as the file can be written.</source>
        <translation>Štatistiku sa nepodarilo uložiť (%1). Hry z tohto spustenia sa uchovajú a uložia, len čo sa do súboru bude dať zapisovať.</translation>
    </message>
    <message>
        <source>The statistics could not be saved (%1). Games wait in %2 and are added as soon as the file can be written.</source>
        <translation>Štatistiku sa nepodarilo uložiť (%1). Hry čakajú v %2 a pridajú sa, len čo sa do súboru bude dať zapisovať.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) could not be saved to the statistics nor to %1; they are lost when Boulanger closes.</source>
        <translation>
            <numerusform>%Ln hru sa nepodarilo uložiť do štatistiky ani do %1; po zatvorení Boulangera sa stratí.</numerusform>
            <numerusform>%Ln hry sa nepodarilo uložiť do štatistiky ani do %1; po zatvorení Boulangera sa stratia.</numerusform>
            <numerusform>%Ln hier sa nepodarilo uložiť do štatistiky ani do %1; po zatvorení Boulangera sa stratia.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) could not be added to the statistics yet. They wait in %1 and are added at the next start once the statistics file can be written.</source>
        <translation>
            <numerusform>%Ln hru sa zatiaľ nepodarilo pridať do štatistiky. Čaká v %1 a pridá sa pri ďalšom spustení, keď sa do súboru štatistiky bude dať zapisovať.</numerusform>
            <numerusform>%Ln hry sa zatiaľ nepodarilo pridať do štatistiky. Čakajú v %1 a pridajú sa pri ďalšom spustení, keď sa do súboru štatistiky bude dať zapisovať.</numerusform>
            <numerusform>%Ln hier sa zatiaľ nepodarilo pridať do štatistiky. Čakajú v %1 a pridajú sa pri ďalšom spustení, keď sa do súboru štatistiky bude dať zapisovať.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game in progress could not be saved (%1). Play on: saving is tried again after every move.</source>
        <translation>Rozohranú hru sa nepodarilo uložiť (%1). Hrajte ďalej: ukladanie sa skúsi znova po každom ťahu.</translation>
    </message>
    <message>
        <source>row %1: %2</source>
        <comment>a row of the statistics file</comment>
        <translation>riadok %1: %2</translation>
    </message>
    <message>
        <source>%1 missing</source>
        <translation>chýba %1</translation>
    </message>
    <message>
        <source>not a game&apos;s record</source>
        <translation>nie je to záznam hry</translation>
    </message>
    <message>
        <source>its id is not a short text</source>
        <translation>jeho id nie je krátky text</translation>
    </message>
    <message>
        <source>its code is not a game code</source>
        <translation>jeho code nie je kód hry</translation>
    </message>
    <message>
        <source>its deal is not a deal number</source>
        <translation>jeho deal nie je číslo rozdania</translation>
    </message>
    <message>
        <source>its cells are not 4, 2 or 1</source>
        <translation>jeho cells nie je 4, 2 ani 1</translation>
    </message>
    <message>
        <source>its result %1 is not one of %2</source>
        <translation>jeho result %1 nie je ani jedno z %2</translation>
    </message>
    <message>
        <source>its “assisted” is not true or false</source>
        <translation>jeho assisted nie je pravda ani nepravda</translation>
    </message>
    <message>
        <source>its seconds are not a play time</source>
        <translation>jeho seconds nie je čas hry</translation>
    </message>
    <message>
        <source>its %1 is not a whole number</source>
        <translation>jeho %1 nie je celé číslo</translation>
    </message>
    <message>
        <source>its %1 is not a date and time</source>
        <translation>jeho %1 nie je dátum a čas</translation>
    </message>
    <message>
        <source>its %1 %2 is not an ISO 8601 time</source>
        <translation>jeho %1 %2 nie je čas vo formáte ISO 8601</translation>
    </message>
    <message>
        <source>its %1 %2 has no time zone</source>
        <translation>jeho %1 %2 nemá časové pásmo</translation>
    </message>
    <message>
        <source>The plugin “%1” was turned off: last time it kept Boulanger busy for more than %2 seconds (%3). Settings ▸ Plugins turns it back on.</source>
        <translation>Zásuvný modul „%1“ sa vypol: minule zamestnal Boulanger dlhšie ako %2 s (%3). Znova ho zapnete v Nastavenia ▸ Zásuvné moduly.</translation>
    </message>
    <message>
        <source>The plugin “%1” could not be loaded: another plugin has the same name.</source>
        <translation>Zásuvný modul „%1“ sa nedal načítať: iný modul má rovnaký názov.</translation>
    </message>
    <message>
        <source>The plugin “%1” could not be loaded: %2.</source>
        <translation>Zásuvný modul „%1“ sa nedal načítať: %2.</translation>
    </message>
    <message>
        <source>The plugin “%1” could not be loaded (%2).</source>
        <translation>Zásuvný modul „%1“ sa nedal načítať (%2).</translation>
    </message>
    <message>
        <source>The plugin “%1” failed in %2 (%3) and was turned off.</source>
        <translation>Zásuvný modul „%1“ zlyhal v %2 (%3) a vypol sa.</translation>
    </message>
    <message>
        <source>The plugin “%1” offered a card theme that cannot be used (%2); it was left out.</source>
        <translation>Zásuvný modul „%1“ ponúkol vzhľad kariet, ktorý sa nedá použiť (%2); vynechal sa.</translation>
    </message>
    <message>
        <source>The plugin “%1” offered a hint provider that cannot be used (%2); it was left out.</source>
        <translation>Zásuvný modul „%1“ ponúkol zdroj rád, ktorý sa nedá použiť (%2); vynechal sa.</translation>
    </message>
    <message>
        <source>The plugin “%1” offered a statistics exporter that cannot be used (%2); it was left out.</source>
        <translation>Zásuvný modul „%1“ ponúkol export štatistiky, ktorý sa nedá použiť (%2); vynechal sa.</translation>
    </message>
    <message>
        <source>The plugin “%1” was loaded, but Boulanger never calls some of its functions: %2.</source>
        <translation>Zásuvný modul „%1“ sa načítal, ale niektoré jeho funkcie Boulanger nikdy nezavolá: %2.</translation>
    </message>
    <message>
        <source>The plugin “%1” of the package “%2” was not loaded: its entry point is in the group “%3”, and Boulanger reads the group “%4”.</source>
        <translation>Zásuvný modul „%1“ z balíka „%2“ sa nenačítal: jeho vstupný bod je v skupine „%3“, no Boulanger číta skupinu „%4“.</translation>
    </message>
    <message>
        <source>The hint provider “%1” suggested a move that cannot be played (%2). It was turned off for this session.</source>
        <translation>Zdroj rád „%1“ navrhol ťah, ktorý sa nedá zahrať (%2). Do konca tohto spustenia je vypnutý.</translation>
    </message>
    <message>
        <source>the hint provider “%1” of the plugin “%2” returned a hint with a wrong reason (%3): a reason is a text</source>
        <translation>zdroj rád „%1“ zásuvného modulu „%2“ vrátil radu s chybným dôvodom (%3): dôvod je text</translation>
    </message>
    <message>
        <source>the hint provider “%1” of the plugin “%2” returned a hint with a wrong count (%3): a count is a whole number from 0 to %4</source>
        <translation>zdroj rád „%1“ zásuvného modulu „%2“ vrátil radu s chybným počtom (%3): počet je celé číslo od 0 do %4</translation>
    </message>
    <message>
        <source>The hint provider “%1” failed (%2). It was turned off for this session.</source>
        <translation>Zdroj rád „%1“ zlyhal (%2). Do konca tohto spustenia je vypnutý.</translation>
    </message>
    <message>
        <source>The hint provider “%1” did not stop when it was asked to (it does not check cancel()); no other hint is looked for until it has finished.</source>
        <translation>Zdroj rád „%1“ neprestal hľadať, keď ho o to Boulanger požiadal (nekontroluje cancel()); kým neskončí, žiadna ďalšia rada sa nehľadá.</translation>
    </message>
    <message>
        <source>the hint provider “%1” of the plugin “%2” returned %3, not a hint</source>
        <translation>zdroj rád „%1“ zásuvného modulu „%2“ vrátil %3, nie radu</translation>
    </message>
    <message>
        <source>the exporter “%1” of the plugin “%2” failed (%3)</source>
        <translation>export „%1“ zásuvného modulu „%2“ zlyhal (%3)</translation>
    </message>
    <message>
        <source>it returned a generator, and Boulanger runs no hook wrappers</source>
        <translation>vrátil generátor a Boulanger obaľovače háčikov nespúšťa</translation>
    </message>
    <message>
        <source>reading its &apos;%2&apos; raised %1</source>
        <translation>pri čítaní jeho &apos;%2&apos; nastala chyba %1</translation>
    </message>
    <message>
        <source>its %1 is not a text (%2)</source>
        <translation>položka „%1“ nie je text (%2)</translation>
    </message>
    <message>
        <source>its %1 is empty</source>
        <translation>položka „%1“ je prázdna</translation>
    </message>
    <message>
        <source>its %1 holds unprintable characters (%2)</source>
        <translation>položka „%1“ obsahuje netlačiteľné znaky (%2)</translation>
    </message>
    <message>
        <source>its %1 is longer than %2 characters (%3)</source>
        <translation>položka „%1“ je dlhšia ako %2 znakov (%3)</translation>
    </message>
    <message>
        <source>its &apos;translations&apos; must map language codes (sk, fr…) to texts of %1; %2 does not fit</source>
        <translation>jeho &apos;translations&apos; musí kódom jazykov (sk, fr…) priraďovať texty položiek %1; %2 sa nehodí</translation>
    </message>
    <message>
        <source>its &apos;%1&apos; cannot be called</source>
        <translation>jeho &apos;%1&apos; sa nedá zavolať</translation>
    </message>
    <message>
        <source>it is not a CardTheme (%1)</source>
        <translation>nie je to CardTheme (%1)</translation>
    </message>
    <message>
        <source>its format name has spaces or slashes (%1)</source>
        <translation>názov jeho formátu obsahuje medzery alebo lomky (%1)</translation>
    </message>
    <message>
        <source>its suffix is not like “.csv” (%1)</source>
        <translation>jeho prípona nevyzerá ako „.csv“ (%1)</translation>
    </message>
    <message>
        <source>name</source>
        <comment>of a plugin&apos;s hint provider or exporter</comment>
        <translation>názov</translation>
    </message>
    <message>
        <source>display name</source>
        <translation>zobrazovaný názov</translation>
    </message>
    <message>
        <source>description</source>
        <translation>popis</translation>
    </message>
    <message>
        <source>file name suffix</source>
        <translation>prípona súboru</translation>
    </message>
    <message>
        <source>The card theme “%1” from %2 was skipped: another theme already has that name.</source>
        <translation>Vzhľad kariet „%1“ z %2 sa vynechal: rovnaký názov už má iný vzhľad.</translation>
    </message>
    <message>
        <source>The card theme in %1 was skipped: %2</source>
        <translation>Vzhľad kariet v priečinku %1 sa vynechal: %2</translation>
    </message>
    <message>
        <source>“%1” has no %2</source>
        <translation>„%1“ neobsahuje %2</translation>
    </message>
    <message>
        <source>Could not use that card theme: %1</source>
        <translation>Tento vzhľad kariet sa nedá použiť: %1</translation>
    </message>
    <message>
        <source>Could not use the card theme “%1”: %2. The cards stay as they were.</source>
        <translation>Vzhľad kariet „%1“ sa nedá použiť: %2. Karty ostávajú také, aké boli.</translation>
    </message>
    <message>
        <source>The card theme “%1” could not be used (%2); the Classic cards are shown instead.</source>
        <translation>Vzhľad kariet „%1“ sa nedal použiť (%2); namiesto neho sa zobrazujú klasické karty.</translation>
    </message>
    <message>
        <source>It was kept as %1.</source>
        <translation>Súbor sa ponechal ako %1.</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the items of a list</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>Boulanger is already open in another window, which keeps the game in progress. This window plays a new deal and does not save it.</source>
        <translation>Boulanger je už otvorený v inom okne, ktoré si ponecháva rozohranú hru. Toto okno hrá novú hru a neukladá ju.</translation>
    </message>
    <message>
        <source>Boulanger is already open in another window, which keeps the game in progress. This window plays %1 and does not save it.</source>
        <translation>Boulanger je už otvorený v inom okne, ktoré si ponecháva rozohranú hru. Toto okno hrá hru %1 a neukladá ju.</translation>
    </message>
    <message>
        <source>Safe mode: the Classic theme, no third-party plugins or themes. The next start is a normal one.</source>
        <translation>Núdzový režim: klasické karty, bez zásuvných modulov a vzhľadov od iných autorov. Ďalšie spustenie bude normálne.</translation>
    </message>
    <message>
        <source>Safe mode: the Classic theme, no third-party plugins or themes. Your saved game was kept as %1. The next start is a normal one.</source>
        <translation>Núdzový režim: klasické karty, bez zásuvných modulov a vzhľadov od iných autorov. Vaša uložená hra sa ponechala ako %1. Ďalšie spustenie bude normálne.</translation>
    </message>
    <message>
        <source>there is no card theme “%1”, and no other theme either</source>
        <translation>vzhľad kariet „%1“ neexistuje a žiadny iný tiež nie</translation>
    </message>
    <message>
        <source>there is no card theme “%1”: the themes are %2</source>
        <translation>vzhľad kariet „%1“ neexistuje: k dispozícii sú %2</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušiť</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavrieť</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>Án&amp;o</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nie</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Použiť</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Vynulovať</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Obnoviť predvolené</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Uložiť</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Zahodiť</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Pomocník</translation>
    </message>
</context>
<context>
    <name>ReasonText</name>
    <message>
        <source>it needs the module “%1”, which is not installed</source>
        <translation>potrebuje modul „%1“, ktorý nie je nainštalovaný</translation>
    </message>
    <message>
        <source>it needs “%1” from the module “%2”, which has no such name</source>
        <translation>potrebuje „%1“ z modulu „%2“, ktorý nič také neobsahuje</translation>
    </message>
    <message>
        <source>its code has a mistake in %1 at line %2</source>
        <translation>jeho kód má chybu v %1 na riadku %2</translation>
    </message>
    <message>
        <source>Boulanger has no hook “%1”</source>
        <translation>Boulanger nemá háčik „%1“</translation>
    </message>
    <message>
        <source>its function for the hook “%1” is a hook wrapper, which Boulanger does not run</source>
        <translation>jeho funkcia pre háčik „%1“ je obaľovač háčika, ktorý Boulanger nespúšťa</translation>
    </message>
    <message>
        <source>the system refused it, for a reason written in the log</source>
        <translation>systém to odmietol z dôvodu, ktorý je zapísaný v zázname</translation>
    </message>
    <message>
        <source>Boulanger has no hook “%1” (did you mean “%2”?)</source>
        <translation>Boulanger nemá háčik „%1“ (mysleli ste „%2“?)</translation>
    </message>
    <message>
        <source>its function for the hook “%1” takes arguments the hook does not give (%2); the hook gives: %3</source>
        <translation>jeho funkcia pre háčik „%1“ berie argumenty, ktoré háčik nedáva (%2); háčik dáva: %3</translation>
    </message>
    <message>
        <source>its function for the hook “%1” takes arguments the hook does not give (%2); the hook gives no arguments</source>
        <translation>jeho funkcia pre háčik „%1“ berie argumenty, ktoré háčik nedáva (%2); háčik nedáva žiadne argumenty</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>prístup je zamietnutý</translation>
    </message>
    <message>
        <source>another program is using it</source>
        <translation>používa ho iný program</translation>
    </message>
    <message>
        <source>too many files are open</source>
        <translation>je otvorených príliš veľa súborov</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disk je plný</translation>
    </message>
    <message>
        <source>the disk can only be read, not written</source>
        <translation>na disk sa dá len čítať, nie zapisovať</translation>
    </message>
    <message>
        <source>the file or folder does not exist</source>
        <translation>súbor alebo priečinok neexistuje</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>je to priečinok, nie súbor</translation>
    </message>
    <message>
        <source>a part of its path is a file, not a folder</source>
        <translation>časť jeho cesty je súbor, nie priečinok</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>názov je príliš dlhý</translation>
    </message>
    <message>
        <source>an input/output error on the disk</source>
        <translation>chyba vstupu/výstupu na disku</translation>
    </message>
    <message>
        <source>the links on its path go round in a loop</source>
        <translation>odkazy na jeho ceste tvoria slučku</translation>
    </message>
    <message>
        <source>something of that name exists already</source>
        <translation>niečo s takým názvom už existuje</translation>
    </message>
    <message>
        <source>there is not enough memory</source>
        <translation>nie je dosť pamäte</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>kvóta na disku je vyčerpaná</translation>
    </message>
    <message>
        <source>“%1” is not marked with @hookimpl</source>
        <translation>funkcia „%1“ nie je označená @hookimpl</translation>
    </message>
    <message>
        <source>“%1” is marked for the project “%2”, not “boulanger” (use hookimpl from boulanger_qt.api)</source>
        <translation>funkcia „%1“ je označená pre projekt „%2“, nie „boulanger“ (použite hookimpl z boulanger_qt.api)</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review of %1</source>
        <translation>Rozbor hry %1</translation>
    </message>
    <message>
        <source>The reviewed game&apos;s board</source>
        <translation>Hracia plocha rozoberanej hry</translation>
    </message>
    <message>
        <source>Position in the game</source>
        <translation>Pozícia v hre</translation>
    </message>
    <message>
        <source>Left and Right step one move; Home and End go to the start and the end.</source>
        <translation>Šípky vľavo a vpravo posúvajú o jeden ťah; Home a End idú na začiatok a na koniec.</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Na začiatok</translation>
    </message>
    <message>
        <source>Go to the start (Home)</source>
        <translation>Prejsť na začiatok (Home)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Dozadu</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>O ťah dozadu (šípka vľavo)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Dopredu</translation>
    </message>
    <message>
        <source>One move on (Right)</source>
        <translation>O ťah dopredu (šípka vpravo)</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Na koniec</translation>
    </message>
    <message>
        <source>Go to the end (End)</source>
        <translation>Prejsť na koniec (End)</translation>
    </message>
    <message>
        <source>The recorded line stops replaying at move %1: %2 The review shows the moves before it.</source>
        <translation>Zaznamenané ťahy sa nedajú prehrať od ťahu %1: %2 Rozbor ukazuje ťahy pred ním.</translation>
    </message>
    <message>
        <source>Play from &amp;Here</source>
        <translation>&amp;Hrať odtiaľto</translation>
    </message>
    <message>
        <source>Start a practice game at the position shown: it never counts as a win</source>
        <translation>Začať cvičnú hru v zobrazenej pozícii: nikdy sa neráta ako výhra</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavrieť</translation>
    </message>
    <message>
        <source>Close the review</source>
        <translation>Zavrieť rozbor</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…</source>
        <translation>Hľadá sa ťah, ktorým sa hra prehrala…</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Riešiteľ zlyhal: %1</translation>
    </message>
    <message numerus="yes">
        <source>You won in %Ln move(s).</source>
        <translation>
            <numerusform>Vyhrali ste za %Ln ťah.</numerusform>
            <numerusform>Vyhrali ste za %Ln ťahy.</numerusform>
            <numerusform>Vyhrali ste za %Ln ťahov.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You won in %Ln move(s); the solver&apos;s line takes %1.</source>
        <translation>
            <numerusform>Vyhrali ste za %Ln ťah; riešiteľ to zvládne za %1.</numerusform>
            <numerusform>Vyhrali ste za %Ln ťahy; riešiteľ to zvládne za %1.</numerusform>
            <numerusform>Vyhrali ste za %Ln ťahov; riešiteľ to zvládne za %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1 lost the game: %2.</source>
        <translation>Hru prehral ťah %1: %2.</translation>
    </message>
    <message>
        <source>Better there: %1, which keeps it winnable.</source>
        <translation>Lepšie tam bolo: %1; po tom ťahu sa hra dá vyhrať.</translation>
    </message>
    <message>
        <source>No move lost this game: it can still be won from where it ends.</source>
        <translation>Žiadny ťah túto hru neprehral: z pozície, kde skončila, sa ešte dá vyhrať.</translation>
    </message>
    <message>
        <source>This game could not be won from its start: no move lost it.</source>
        <translation>Táto hra sa nedala vyhrať už od začiatku: neprehral ju žiadny ťah.</translation>
    </message>
    <message>
        <source>The solver ran out of time before it found the move that lost the game.</source>
        <translation>Riešiteľovi došiel čas skôr, ako našiel ťah, ktorým sa hra prehrala.</translation>
    </message>
    <message>
        <source>This position is winnable.</source>
        <translation>Táto pozícia sa dá vyhrať.</translation>
    </message>
    <message>
        <source>This position can no longer be won.</source>
        <translation>Táto pozícia sa už nedá vyhrať.</translation>
    </message>
    <message>
        <source>Not known: the solver ran out of time on this position.</source>
        <translation>Nevedno: riešiteľovi na tejto pozícii došiel čas.</translation>
    </message>
    <message>
        <source>Checking whether this position can be won…</source>
        <translation>Zisťuje sa, či sa táto pozícia dá vyhrať…</translation>
    </message>
    <message numerus="yes">
        <source>The start, before the game&apos;s %Ln move(s).</source>
        <translation>
            <numerusform>Začiatok, pred %Ln ťahom hry.</numerusform>
            <numerusform>Začiatok, pred %Ln ťahmi hry.</numerusform>
            <numerusform>Začiatok, pred %Ln ťahmi hry.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1 of %2: %3.</source>
        <translation>Ťah %1 z %2: %3.</translation>
    </message>
    <message>
        <source>%1, move %2</source>
        <translation>%1, ťah %2</translation>
    </message>
    <message>
        <source>This game began from a pasted position: there is no deal to review it from.</source>
        <translation>Táto hra sa začala vloženou pozíciou: nemá rozdanie, od ktorého by sa dala rozobrať.</translation>
    </message>
    <message>
        <source>This game was recorded before the moves of each game were kept: it cannot be reviewed.</source>
        <translation>Táto hra bola zaznamenaná skôr, ako sa začali ukladať ťahy každej hry: nedá sa rozobrať.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Jeu du Boulanger</source>
        <translation>Pravidlá hry Jeu du Boulanger</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidlá</translation>
    </message>
    <message>
        <source>The rules could not be read (%1).</source>
        <translation>Pravidlá sa nepodarilo načítať (%1).</translation>
    </message>
</context>
<context>
    <name>SafeMode</name>
    <message>
        <source>Boulanger did not finish starting last time.</source>
        <translation>Minule sa Boulanger nespustil až do konca.</translation>
    </message>
    <message>
        <source>Boulanger stopped answering last time while the plugin “%1” was running.</source>
        <translation>Boulanger minule prestal reagovať, kým bežal zásuvný modul „%1“.</translation>
    </message>
    <message>
        <source>Safe mode starts with the Classic theme and without third-party plugins or themes, and keeps your saved game aside (nothing is deleted). Your settings are not changed.</source>
        <translation>Núdzový režim spustí hru s klasickými kartami, bez zásuvných modulov a vzhľadov od iných autorov, a vašu uloženú hru odloží bokom (nič sa nemaže). Nastavenia sa nemenia.</translation>
    </message>
    <message>
        <source>Start in Safe Mode</source>
        <translation>Spustiť v núdzovom režime</translation>
    </message>
    <message>
        <source>Start Normally</source>
        <translation>Spustiť normálne</translation>
    </message>
</context>
<context>
    <name>SaveMessageText</name>
    <message>
        <source>the file holds no saved game</source>
        <translation>súbor neobsahuje uloženú hru</translation>
    </message>
    <message>
        <source>it is in an unknown format, %1</source>
        <translation>je v neznámom formáte, %1</translation>
    </message>
    <message>
        <source>its deal number is not a whole number</source>
        <translation>jej číslo rozdania nie je celé číslo</translation>
    </message>
    <message>
        <source>its deal number %1 is not between %2 and %3</source>
        <translation>jej číslo rozdania %1 nie je medzi %2 a %3</translation>
    </message>
    <message>
        <source>its number of free cells or its opening position is missing</source>
        <translation>chýba jej počet voľných polí alebo začiatočná pozícia</translation>
    </message>
    <message>
        <source>its number of free cells is %1, where a game has 4, 2 or 1</source>
        <translation>jej počet voľných polí je %1, hoci hra má 4, 2 alebo 1</translation>
    </message>
    <message>
        <source>its list of moves is damaged</source>
        <translation>jej zoznam ťahov je poškodený</translation>
    </message>
    <message>
        <source>it holds more than %1 moves</source>
        <translation>obsahuje viac ako %1 ťahov</translation>
    </message>
    <message>
        <source>its play time is damaged</source>
        <translation>jej čas hry je poškodený</translation>
    </message>
    <message>
        <source>its opening position is damaged: %1</source>
        <translation>jej začiatočná pozícia je poškodená: %1</translation>
    </message>
    <message>
        <source>its opening position is not that of deal %1</source>
        <translation>jej začiatočná pozícia nie je pozícia rozdania %1</translation>
    </message>
    <message>
        <source>its game id is damaged</source>
        <translation>jej identifikátor je poškodený</translation>
    </message>
    <message>
        <source>its start time is damaged</source>
        <translation>jej čas začiatku je poškodený</translation>
    </message>
    <message>
        <source>its counts of hints and assistance are damaged</source>
        <translation>jej počty rád a pomoci sú poškodené</translation>
    </message>
    <message>
        <source>its move %1 cannot be replayed: %2</source>
        <translation>jej %1. ťah sa nedá zopakovať: %2</translation>
    </message>
</context>
<context>
    <name>SolutionPlayer</name>
    <message>
        <source>The solver failed: %1</source>
        <translation>Riešiteľ zlyhal: %1</translation>
    </message>
    <message>
        <source>There is no winning line from here.</source>
        <translation>Odtiaľto nevedie žiadna cesta k výhre.</translation>
    </message>
    <message>
        <source>The solver found no winning line in time.</source>
        <translation>Riešiteľ včas nenašiel cestu k výhre.</translation>
    </message>
    <message>
        <source>The solution no longer fits the board.</source>
        <translation>Riešenie už nezodpovedá stavu hry.</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>All games</source>
        <translation>Všetky hry</translation>
    </message>
    <message>
        <source>4 free cells</source>
        <translation>4 voľné polia</translation>
    </message>
    <message>
        <source>2 free cells</source>
        <translation>2 voľné polia</translation>
    </message>
    <message>
        <source>1 free cell</source>
        <translation>1 voľné pole</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Odohrané</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vyhrané</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>Vyhrané s pomocou</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Prehrané</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Vzdané</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Podiel výhier</translation>
    </message>
    <message>
        <source>Win rate on winnable deals</source>
        <translation>Podiel výhier vo vyhrateľných hrách</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Rozohrané</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Použité rady</translation>
    </message>
    <message>
        <source>Deal of the Day, days in a row</source>
        <translation>Hra dňa, dni za sebou</translation>
    </message>
    <message>
        <source>Deal of the Day, most days in a row</source>
        <translation>Hra dňa, najviac dní za sebou</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Súčasná séria výhier</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Najdlhšia séria výhier</translation>
    </message>
    <message>
        <source>Current losing streak</source>
        <translation>Súčasná séria prehier</translation>
    </message>
    <message>
        <source>Longest losing streak</source>
        <translation>Najdlhšia séria prehier</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>Najlepší čas</translation>
    </message>
    <message>
        <source>Average time</source>
        <translation>Priemerný čas</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Najlepšie skóre</translation>
    </message>
    <message>
        <source>Average moves</source>
        <translation>Priemerný počet ťahov</translation>
    </message>
    <message>
        <source>Won at difficulty 1 (easy)</source>
        <translation>Vyhrané pri náročnosti 1 (ľahká)</translation>
    </message>
    <message>
        <source>Won at difficulty 2</source>
        <translation>Vyhrané pri náročnosti 2</translation>
    </message>
    <message>
        <source>Won at difficulty 3</source>
        <translation>Vyhrané pri náročnosti 3</translation>
    </message>
    <message>
        <source>Won at difficulty 4</source>
        <translation>Vyhrané pri náročnosti 4</translation>
    </message>
    <message>
        <source>Won at difficulty 5 (expert)</source>
        <translation>Vyhrané pri náročnosti 5 (expert)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>games won of played</comment>
        <translation>%1 z %2</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Štatistika</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Zobraziť:</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Prehľad</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Hry</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportovať…</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Vynulovať…</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Assisted games (Show Solution played a move, or the game began with moves from the command line or from a pasted position) are never wins, best scores or best times; games in progress count for nothing until they end.</source>
        <translation>Hry s pomocou (ťah zahralo Ukázať riešenie alebo sa hra začala ťahmi z príkazového riadka či vloženou pozíciou) sa nikdy nerátajú ako výhry, najlepšie skóre ani najlepšie časy; rozohrané hry sa nerátajú, kým neskončia.</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Rozbor</translation>
    </message>
    <message>
        <source>Step through the selected game with the solver&apos;s verdicts</source>
        <translation>Prejsť vybranou hrou ťah po ťahu s verdiktmi riešiteľa</translation>
    </message>
    <message>
        <source>Play This Deal Again</source>
        <translation>Hrať toto rozdanie znova</translation>
    </message>
    <message>
        <source>The statistics cannot be read now (%1).</source>
        <translation>Štatistika sa teraz nedá načítať (%1).</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) in the statistics file could not be read and are not shown (first: %1).</source>
        <translation>
            <numerusform>%Ln hru v súbore štatistiky sa nepodarilo načítať a nie je zobrazená (prvá: %1).</numerusform>
            <numerusform>%Ln hry v súbore štatistiky sa nepodarilo načítať a nie sú zobrazené (prvá: %1).</numerusform>
            <numerusform>%Ln hier v súbore štatistiky sa nepodarilo načítať a nie sú zobrazené (prvá: %1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Select a game to see every time its deal was played.</source>
        <translation>Vyberte hru a uvidíte všetky hry s tým istým rozdaním.</translation>
    </message>
    <message>
        <source>A custom position: it has no game code to play again.</source>
        <translation>Vlastná pozícia: nemá kód hry, ktorým by sa dala hrať znova.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;: played %Ln time(s), won %2.</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: hrané %Ln-krát, vyhraté %2-krát.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: hrané %Ln-krát, vyhraté %2-krát.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: hrané %Ln-krát, vyhraté %2-krát.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln move(s)</source>
        <translation>
            <numerusform>%Ln ťah</numerusform>
            <numerusform>%Ln ťahy</numerusform>
            <numerusform>%Ln ťahov</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Vynulovať štatistiku</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>Štatistiku sa nepodarilo vynulovať: %1</translation>
    </message>
    <message>
        <source>The statistics were reset. The games played before are kept in %1.</source>
        <translation>Štatistika je vynulovaná. Doteraz odohrané hry sú uložené v %1.</translation>
    </message>
</context>
<context>
    <name>ThemeControl</name>
    <message>
        <source>Card &amp;Theme…</source>
        <translation>Vzhľad &amp;kariet…</translation>
    </message>
    <message>
        <source>Choose the cards and the table colour</source>
        <translation>Vybrať karty a farbu stola</translation>
    </message>
    <message>
        <source>Table colour: %1</source>
        <translation>Farba stola: %1</translation>
    </message>
    <message>
        <source>Card theme: %1</source>
        <translation>Vzhľad kariet: %1</translation>
    </message>
</context>
<context>
    <name>ThemePicker</name>
    <message>
        <source>Card Theme</source>
        <translation>Vzhľad kariet</translation>
    </message>
    <message>
        <source>Card themes</source>
        <translation>Vzhľady kariet</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Náhľad</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Farba stola</translation>
    </message>
    <message>
        <source>Custom colour…</source>
        <translation>Vlastná farba…</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Farba stola:</translation>
    </message>
    <message>
        <source>%1 — cannot be used</source>
        <translation>%1 — nedá sa použiť</translation>
    </message>
</context>
<context>
    <name>ThemeProblemText</name>
    <message>
        <source>%1: %2</source>
        <comment>where: what is wrong there</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the theme “%1”</source>
        <translation>vzhľad „%1“</translation>
    </message>
    <message>
        <source>&apos;name&apos; must be 1 to 40 letters, digits, &apos;_&apos;, &apos;-&apos; or &apos;.&apos;, starting with a letter or a digit (it is “%1”)</source>
        <translation>&apos;name&apos; musí mať 1 až 40 písmen, číslic, &apos;_&apos;, &apos;-&apos; alebo &apos;.&apos; a začínať písmenom alebo číslicou (je „%1“)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a text</source>
        <translation>&apos;%1&apos; musí byť text</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must not be empty</source>
        <translation>&apos;%1&apos; nesmie byť prázdne</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is longer than %2 characters</source>
        <translation>&apos;%1&apos; je dlhšie ako %2 znakov</translation>
    </message>
    <message>
        <source>&apos;%1&apos; holds control or invisible characters (“%2”)</source>
        <translation>&apos;%1&apos; obsahuje riadiace alebo neviditeľné znaky („%2“)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a number</source>
        <translation>&apos;%1&apos; musí byť číslo</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a number from %2 to %3 (it is %4)</source>
        <translation>&apos;%1&apos; musí byť číslo od %2 do %3 (je %4)</translation>
    </message>
    <message>
        <source>card_height / card_width must be from %1 to %2 (it is %3 / %4)</source>
        <translation>card_height / card_width musí byť od %1 do %2 (je %3 / %4)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must name a file in the theme folder</source>
        <translation>&apos;%1&apos; musí určovať súbor v priečinku vzhľadu</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a usable file name (“%2”)</source>
        <translation>&apos;%1&apos; nie je použiteľný názov súboru („%2“)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a path inside the theme folder, not “%2”</source>
        <translation>&apos;%1&apos; musí byť cesta v priečinku vzhľadu, nie „%2“</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must not go up out of the theme folder (“%2”)</source>
        <translation>&apos;%1&apos; nesmie viesť von z priečinka vzhľadu („%2“)</translation>
    </message>
    <message>
        <source>the file “%1” (&apos;%2&apos;) does not exist</source>
        <translation>súbor „%1“ (&apos;%2&apos;) neexistuje</translation>
    </message>
    <message>
        <source>the file “%1” (&apos;%2&apos;) cannot be used (%3)</source>
        <translation>súbor „%1“ (&apos;%2&apos;) sa nedá použiť (%3)</translation>
    </message>
    <message>
        <source>the file “%1” (&apos;%2&apos;) is a link that leaves the theme folder</source>
        <translation>súbor „%1“ (&apos;%2&apos;) je odkaz, ktorý vedie von z priečinka vzhľadu</translation>
    </message>
    <message>
        <source>“%1” (&apos;%2&apos;) is not a regular file</source>
        <translation>„%1“ (&apos;%2&apos;) nie je obyčajný súbor</translation>
    </message>
    <message>
        <source>there is no key &apos;%1&apos; (the keys are %2)</source>
        <translation>kľúč &apos;%1&apos; neexistuje (kľúče sú %2)</translation>
    </message>
    <message>
        <source>&apos;svg&apos; must name the theme&apos;s SVG file</source>
        <translation>&apos;svg&apos; musí určovať súbor SVG vzhľadu</translation>
    </message>
    <message>
        <source>&apos;translations&apos; must hold a table per language code (sk, fr…) with display_name, author or license; %1 does not fit</source>
        <translation>&apos;translations&apos; musí obsahovať tabuľku pre každý kód jazyka (sk, fr…) s položkami display_name, author alebo license; %1 sa nehodí</translation>
    </message>
    <message>
        <source>&apos;cards&apos; must be a table of card = &quot;file.svg&quot; entries</source>
        <translation>&apos;cards&apos; musí byť tabuľka položiek karta = &quot;súbor.svg&quot;</translation>
    </message>
    <message>
        <source>&apos;cards&apos; names “%1”, which is not a card (use codes like AS, TD, KH, or back)</source>
        <translation>&apos;cards&apos; uvádza „%1“, čo nie je karta (použite kódy ako AS, TD, KH alebo back)</translation>
    </message>
    <message>
        <source>svg_path must be an absolute path</source>
        <translation>svg_path musí byť absolútna cesta</translation>
    </message>
    <message>
        <source>card_files names “%1”, which is not a card</source>
        <translation>card_files uvádza „%1“, čo nie je karta</translation>
    </message>
    <message>
        <source>card_files[%1] must be an absolute path</source>
        <translation>card_files[%1] musí byť absolútna cesta</translation>
    </message>
    <message>
        <source>card_files[%1] is outside the theme folder</source>
        <translation>card_files[%1] je mimo priečinka vzhľadu</translation>
    </message>
    <message>
        <source>%1 (a theme&apos;s files may hold %2 bytes together)</source>
        <translation>%1 (súbory vzhľadu môžu mať spolu najviac %2 bajtov)</translation>
    </message>
    <message>
        <source>%1 is not an SVG file that can be drawn</source>
        <translation>%1 nie je súbor SVG, ktorý sa dá nakresliť</translation>
    </message>
    <message>
        <source>the file for %1</source>
        <translation>súbor pre %1</translation>
    </message>
    <message>
        <source>it cannot be drawn (%1)</source>
        <translation>nedá sa nakresliť (%1)</translation>
    </message>
    <message>
        <source>the SVG lacks the elements %1</source>
        <translation>v SVG chýbajú prvky %1</translation>
    </message>
    <message>
        <source>the card %1 draws nothing</source>
        <translation>karta %1 nič nenakreslí</translation>
    </message>
    <message>
        <source>an embedded JPEG image has no readable size</source>
        <translation>vložený obrázok JPEG nemá čitateľný rozmer</translation>
    </message>
    <message>
        <source>an embedded image is not a PNG, JPEG or GIF</source>
        <translation>vložený obrázok nie je PNG, JPEG ani GIF</translation>
    </message>
    <message>
        <source>an embedded image is not valid base64</source>
        <translation>vložený obrázok nie je platný base64</translation>
    </message>
    <message>
        <source>an embedded image is %1×%2 pixels (at most %3×%3)</source>
        <translation>vložený obrázok má %1 × %2 pixelov (najviac %3 × %3)</translation>
    </message>
    <message>
        <source>a style imports another file: a card theme may refer only to its own elements (#id) and to embedded PNG, JPEG or GIF images</source>
        <translation>štýl načítava iný súbor: vzhľad kariet môže odkazovať len na vlastné prvky (#id) a na vložené obrázky PNG, JPEG alebo GIF</translation>
    </message>
    <message>
        <source>it refers to “%1”: a card theme may refer only to its own elements (#id) and to embedded PNG, JPEG or GIF images</source>
        <translation>odkazuje na „%1“: vzhľad kariet môže odkazovať len na vlastné prvky (#id) a na vložené obrázky PNG, JPEG alebo GIF</translation>
    </message>
    <message>
        <source>it has more than %1 elements</source>
        <translation>má viac ako %1 prvkov</translation>
    </message>
    <message>
        <source>it is not an SVG document (the outermost element is not &lt;svg&gt;)</source>
        <translation>nie je to dokument SVG (vonkajší prvok nie je &lt;svg&gt;)</translation>
    </message>
    <message>
        <source>its elements nest more than %1 deep</source>
        <translation>jeho prvky sú vnorené hlbšie ako %1 úrovní</translation>
    </message>
    <message>
        <source>an element &lt;use&gt;s itself (a reference loop)</source>
        <translation>prvok cez &lt;use&gt; odkazuje sám na seba (slučka odkazov)</translation>
    </message>
    <message>
        <source>it holds a DOCTYPE, which card themes may not use</source>
        <translation>obsahuje DOCTYPE, ktorý vzhľad kariet nesmie používať</translation>
    </message>
    <message>
        <source>it holds an entity declaration, which card themes may not use</source>
        <translation>obsahuje deklaráciu entity, ktorú vzhľad kariet nesmie používať</translation>
    </message>
    <message>
        <source>it holds an external entity, which card themes may not use</source>
        <translation>obsahuje externú entitu, ktorú vzhľad kariet nesmie používať</translation>
    </message>
    <message>
        <source>it holds a processing instruction, which card themes may not use</source>
        <translation>obsahuje inštrukciu na spracovanie, ktorú vzhľad kariet nesmie používať</translation>
    </message>
    <message>
        <source>it is not well-formed XML at line %1, column %2</source>
        <translation>nie je to správne utvorené XML: chyba na riadku %1, v stĺpci %2</translation>
    </message>
    <message>
        <source>it nests too deeply</source>
        <translation>je príliš hlboko vnorený</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>je prázdny</translation>
    </message>
    <message>
        <source>it draws more than %1 elements once its &lt;use&gt; references are expanded</source>
        <translation>po rozvinutí odkazov &lt;use&gt; kreslí viac ako %1 prvkov</translation>
    </message>
    <message>
        <source>it lacks the elements %1</source>
        <translation>chýbajú mu prvky %1</translation>
    </message>
</context>
<context>
    <name>VerdictStrip</name>
    <message>
        <source>Verdicts along the game</source>
        <translation>Verdikty v priebehu hry</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <comment>a range of positions</comment>
        <translation>%1 až %2</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Move %1 lost the game.</source>
        <translation>Hru prehral ťah %1.</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>začiatok</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>ťah %1</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Dá sa vyhrať</translation>
    </message>
    <message>
        <source>Not winnable</source>
        <translation>Nedá sa vyhrať</translation>
    </message>
    <message>
        <source>Not known</source>
        <translation>Nevedno</translation>
    </message>
    <message>
        <source>Being checked</source>
        <translation>Zisťuje sa</translation>
    </message>
</context>
<context>
    <name>WeeklyChart</name>
    <message>
        <source>Weeks of %1 to %2: grey bars played, green won, blue line win rate</source>
        <translation>Týždne od %1 do %2: sivé stĺpce odohrané, zelené vyhrané, modrá čiara podiel výhier</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln hra</numerusform>
            <numerusform>%Ln hry</numerusform>
            <numerusform>%Ln hier</numerusform>
        </translation>
    </message>
    <message>
        <source>Games per week (bars, right scale) and win rate (line, left scale)</source>
        <translation>Hry za týždeň (stĺpce, stupnica vpravo) a podiel výhier (čiara, stupnica vľavo)</translation>
    </message>
    <message>
        <source>No finished games yet: the chart fills in as you play.</source>
        <translation>Zatiaľ žiadne dohrané hry: graf sa naplní, ako budete hrať.</translation>
    </message>
    <message>
        <source>week of %1</source>
        <translation>týždeň od %1</translation>
    </message>
</context>
<context>
    <name>WonPanel</name>
    <message>
        <source>You won!</source>
        <translation>Vyhrali ste!</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Deal a new game</source>
        <translation>Rozdať novú hru</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Rozbor</translation>
    </message>
    <message>
        <source>Step through this game again, with the solver&apos;s verdicts</source>
        <translation>Prejsť touto hrou znova ťah po ťahu s verdiktmi riešiteľa</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavrieť</translation>
    </message>
    <message>
        <source>Close this message and look at the board</source>
        <translation>Zavrieť túto správu a pozrieť sa na hraciu plochu</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>Vyhrané s pomocou</translation>
    </message>
    <message>
        <source>Score &lt;b&gt;%1&lt;/b&gt; &amp;nbsp;·&amp;nbsp; Time &lt;b&gt;%2&lt;/b&gt; &amp;nbsp;·&amp;nbsp; Moves &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>Skóre &lt;b&gt;%1&lt;/b&gt; &amp;nbsp;·&amp;nbsp; Čas &lt;b&gt;%2&lt;/b&gt; &amp;nbsp;·&amp;nbsp; Ťahy &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Not counted as a win, a best score or in a streak.</source>
        <translation>Nepočíta sa ako výhra, najlepšie skóre ani do série.</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Column %1</source>
        <translation>Stĺpec %1</translation>
    </message>
    <message>
        <source>Free cell %1</source>
        <translation>Voľné pole %1</translation>
    </message>
    <message>
        <source>Foundations</source>
        <translation>Základne</translation>
    </message>
    <message>
        <source>Spades foundation</source>
        <translation>Piková základňa</translation>
    </message>
    <message>
        <source>Hearts foundation</source>
        <translation>Srdcová základňa</translation>
    </message>
    <message>
        <source>Diamonds foundation</source>
        <translation>Kárová základňa</translation>
    </message>
    <message>
        <source>Clubs foundation</source>
        <translation>Krížová základňa</translation>
    </message>
    <message>
        <source>Moved %1 to its foundation</source>
        <translation>Presunuli ste %1 na základňu</translation>
    </message>
    <message>
        <source>Move %1 to its foundation</source>
        <translation>Presuňte %1 na základňu</translation>
    </message>
    <message>
        <source>Moved %1 to free cell %2</source>
        <translation>Presunuli ste %1 do voľného poľa %2</translation>
    </message>
    <message>
        <source>Move %1 to free cell %2</source>
        <translation>Presuňte %1 do voľného poľa %2</translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 and the %Ln card(s) on it onto %2</source>
        <translation>
            <numerusform>Presunuli ste %1 a %Ln kartu navrchu na %2</numerusform>
            <numerusform>Presunuli ste %1 a %Ln karty navrchu na %2</numerusform>
            <numerusform>Presunuli ste %1 a %Ln kariet navrchu na %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %1 and the %Ln card(s) on it onto %2</source>
        <translation>
            <numerusform>Presuňte %1 a %Ln kartu navrchu na %2</numerusform>
            <numerusform>Presuňte %1 a %Ln karty navrchu na %2</numerusform>
            <numerusform>Presuňte %1 a %Ln kariet navrchu na %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Moved %1 onto %2</source>
        <translation>Presunuli ste %1 na %2</translation>
    </message>
    <message>
        <source>Move %1 onto %2</source>
        <translation>Presuňte %1 na %2</translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 and the %Ln card(s) on it to empty column %2</source>
        <translation>
            <numerusform>Presunuli ste %1 a %Ln kartu navrchu do prázdneho stĺpca %2</numerusform>
            <numerusform>Presunuli ste %1 a %Ln karty navrchu do prázdneho stĺpca %2</numerusform>
            <numerusform>Presunuli ste %1 a %Ln kariet navrchu do prázdneho stĺpca %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %1 and the %Ln card(s) on it to empty column %2</source>
        <translation>
            <numerusform>Presuňte %1 a %Ln kartu navrchu do prázdneho stĺpca %2</numerusform>
            <numerusform>Presuňte %1 a %Ln karty navrchu do prázdneho stĺpca %2</numerusform>
            <numerusform>Presuňte %1 a %Ln kariet navrchu do prázdneho stĺpca %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Moved %1 to empty column %2</source>
        <translation>Presunuli ste %1 do prázdneho stĺpca %2</translation>
    </message>
    <message>
        <source>Move %1 to empty column %2</source>
        <translation>Presuňte %1 do prázdneho stĺpca %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln card(s)</source>
        <translation>
            <numerusform>%Ln karta</numerusform>
            <numerusform>%Ln karty</numerusform>
            <numerusform>%Ln kariet</numerusform>
        </translation>
    </message>
</context>
</TS>
