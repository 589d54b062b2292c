<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sk_SK">
<context>
    <name>BoardTexts</name>
    <message>
        <source>Card table</source>
        <translation>Kartový stôl</translation>
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
        <source>a run of %n</source>
        <translation>
            <numerusform>rad %n karty</numerusform>
            <numerusform>rad %n kariet</numerusform>
            <numerusform>rad %n kariet</numerusform>
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
        <source>You won! Score %1 in %n move(s).</source>
        <translation>
            <numerusform>Vyhrali ste! Skóre %1 za %n ťah.</numerusform>
            <numerusform>Vyhrali ste! Skóre %1 za %n ťahy.</numerusform>
            <numerusform>Vyhrali ste! Skóre %1 za %n ťahov.</numerusform>
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
        <source>Free cell %1 does not exist in a game with %n free cell(s).</source>
        <translation>
            <numerusform>Voľné pole %1 v hre s %n voľným poľom neexistuje.</numerusform>
            <numerusform>Voľné pole %1 v hre s %n voľnými poľami neexistuje.</numerusform>
            <numerusform>Voľné pole %1 v hre s %n voľnými poľami neexistuje.</numerusform>
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
        <source>Column %1 holds only %n card(s).</source>
        <translation>
            <numerusform>V stĺpci %1 je iba %n karta.</numerusform>
            <numerusform>V stĺpci %1 sú iba %n karty.</numerusform>
            <numerusform>V stĺpci %1 je iba %n kariet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>These %n cards are not a run: %1 does not belong on %2.</source>
        <comment>%1 %2: objects; %3 %4: alone</comment>
        <translation>
            <numerusform>Táto %n karta netvorí rad: %3 nepatrí na %2.</numerusform>
            <numerusform>Tieto %n karty netvoria rad: %3 nepatrí na %2.</numerusform>
            <numerusform>Týchto %n kariet netvorí rad: %3 nepatrí na %2.</numerusform>
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
        <source>A run of %n cards cannot move there: with %1 and %2, at most %3 can move.</source>
        <translation>
            <numerusform>Rad s %n kartou sa tam nedá presunúť: s %1 a %2 sa dá presunúť najviac %3.</numerusform>
            <numerusform>Rad s %n kartami sa tam nedá presunúť: s %1 a %2 sa dá presunúť najviac %3.</numerusform>
            <numerusform>Rad s %n kartami sa tam nedá presunúť: s %1 a %2 sa dá presunúť najviac %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A run of %n cards cannot move there: with %1 and %2, at most %3 can move into an empty column.</source>
        <translation>
            <numerusform>Rad s %n kartou sa tam nedá presunúť: s %1 a %2 sa dá do prázdneho stĺpca presunúť najviac %3.</numerusform>
            <numerusform>Rad s %n kartami sa tam nedá presunúť: s %1 a %2 sa dá do prázdneho stĺpca presunúť najviac %3.</numerusform>
            <numerusform>Rad s %n kartami sa tam nedá presunúť: s %1 a %2 sa dá do prázdneho stĺpca presunúť najviac %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>No useful move is left: every move leads back to a position you have already had.</source>
        <translation>Už nie je možný žiadny užitočný ťah: každý ťah vedie späť do pozície, ktorá už v tejto hre bola.</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Dá sa vyhrať</translation>
    </message>
    <message>
        <source>Not winnable</source>
        <translation>Nedá sa vyhrať</translation>
    </message>
    <message numerus="yes">
        <source>No longer winnable — undo %n move(s) to get back</source>
        <translation>
            <numerusform>Už sa nedá vyhrať — vráťte %n ťah a hra sa znova dá vyhrať</numerusform>
            <numerusform>Už sa nedá vyhrať — vráťte %n ťahy a hra sa znova dá vyhrať</numerusform>
            <numerusform>Už sa nedá vyhrať — vráťte %n ťahov a hra sa znova dá vyhrať</numerusform>
        </translation>
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
        <source>Deal number %1 is out of range: deals go from %2 to %3.</source>
        <translation>Číslo rozdania %1 je mimo rozsahu: rozdania sú od %2 po %3.</translation>
    </message>
    <message>
        <source>“%1” is not a game code: a code has three parts, like BK1-C4-AAAAA24.</source>
        <translation>„%1“ nie je kód hry: kód má tri časti, napríklad BK1-C4-AAAAA24.</translation>
    </message>
    <message>
        <source>The game code begins with “%1”, which is unknown: codes begin with %2.</source>
        <translation>Kód hry sa začína na „%1“, čo je neznáme: kódy sa začínajú na %2.</translation>
    </message>
    <message>
        <source>The cells part “%1” of the game code is wrong: it is C4, C2 or C1.</source>
        <translation>Časť kódu hry s bunkami „%1“ je chybná: má byť C4, C2 alebo C1.</translation>
    </message>
    <message>
        <source>The deal part “%1” of the game code must have %2 characters, not %3.</source>
        <translation>Časť kódu hry s rozdaním „%1“ musí mať %2 znakov, nie %3.</translation>
    </message>
    <message>
        <source>The deal part “%1” of the game code has “%2”: only A–Z and 2–7 are allowed.</source>
        <translation>Časť kódu hry s rozdaním „%1“ obsahuje „%2“: povolené sú iba A–Z a 2–7.</translation>
    </message>
    <message>
        <source>The deal part “%1” of the game code means deal %2, outside %3–%4.</source>
        <translation>Časť kódu hry s rozdaním „%1“ znamená rozdanie %2, mimo rozsahu %3–%4.</translation>
    </message>
    <message numerus="yes">
        <source>%n free cell(s)</source>
        <translation>
            <numerusform>%n voľným poľom</numerusform>
            <numerusform>%n voľnými poľami</numerusform>
            <numerusform>%n voľnými poľami</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n empty column(s)</source>
        <translation>
            <numerusform>%n prázdnym stĺpcom</numerusform>
            <numerusform>%n prázdnymi stĺpcami</numerusform>
            <numerusform>%n prázdnymi stĺpcami</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <comment>at most this many can move</comment>
        <translation>
            <numerusform>%n kartu</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kariet</numerusform>
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
        <source>%n free cell(s)</source>
        <translation>
            <numerusform>%n voľné pole</numerusform>
            <numerusform>%n voľné polia</numerusform>
            <numerusform>%n voľných polí</numerusform>
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
        <source>Type a game code, e.g. BK1-C4-AAAAA24.</source>
        <translation>Napíšte kód hry, napríklad BK1-C4-AAAAA24.</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <source>Dismiss</source>
        <translation>Zavrieť oznam</translation>
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
        <source>Close</source>
        <translation>Zavrieť</translation>
    </message>
    <message>
        <source>Score &lt;b&gt;%1&lt;/b&gt; &amp;nbsp;·&amp;nbsp; Time &lt;b&gt;%2&lt;/b&gt; &amp;nbsp;·&amp;nbsp; Moves &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>Skóre &lt;b&gt;%1&lt;/b&gt; &amp;nbsp;·&amp;nbsp; Čas &lt;b&gt;%2&lt;/b&gt; &amp;nbsp;·&amp;nbsp; Ťahy &lt;b&gt;%3&lt;/b&gt;</translation>
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
        <source>Moved %1 and the %n card(s) on it onto %2</source>
        <translation>
            <numerusform>Presunuli ste %1 a %n kartu navrchu na %2</numerusform>
            <numerusform>Presunuli ste %1 a %n karty navrchu na %2</numerusform>
            <numerusform>Presunuli ste %1 a %n kariet navrchu na %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %1 and the %n card(s) on it onto %2</source>
        <translation>
            <numerusform>Presuňte %1 a %n kartu navrchu na %2</numerusform>
            <numerusform>Presuňte %1 a %n karty navrchu na %2</numerusform>
            <numerusform>Presuňte %1 a %n kariet navrchu na %2</numerusform>
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
        <source>Moved %1 and the %n card(s) on it to empty column %2</source>
        <translation>
            <numerusform>Presunuli ste %1 a %n kartu navrchu do prázdneho stĺpca %2</numerusform>
            <numerusform>Presunuli ste %1 a %n karty navrchu do prázdneho stĺpca %2</numerusform>
            <numerusform>Presunuli ste %1 a %n kariet navrchu do prázdneho stĺpca %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %1 and the %n card(s) on it to empty column %2</source>
        <translation>
            <numerusform>Presuňte %1 a %n kartu navrchu do prázdneho stĺpca %2</numerusform>
            <numerusform>Presuňte %1 a %n karty navrchu do prázdneho stĺpca %2</numerusform>
            <numerusform>Presuňte %1 a %n kariet navrchu do prázdneho stĺpca %2</numerusform>
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
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kariet</numerusform>
        </translation>
    </message>
</context>
</TS>
