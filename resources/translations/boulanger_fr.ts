<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>BoardTexts</name>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>%1 on top</source>
        <comment>%1: the card alone</comment>
        <translation>%1 au-dessus</translation>
    </message>
    <message numerus="yes">
        <source>a run of %n</source>
        <translation>
            <numerusform>une suite de %n carte</numerusform>
            <numerusform>une suite de %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>up to %1</source>
        <comment>%1: the card as an object; %2: the card alone</comment>
        <translation>jusqu&apos;à %2</translation>
    </message>
    <message numerus="yes">
        <source>You won! Score %1 in %n move(s).</source>
        <translation>
            <numerusform>Gagné ! Score %1 en %n coup.</numerusform>
            <numerusform>Gagné ! Score %1 en %n coups.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deal starts again from the beginning.</source>
        <translation>La donne recommence depuis le début.</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Annulé : %1</translation>
    </message>
</context>
<context>
    <name>CardName</name>
    <message>
        <source>ace of spades</source>
        <translation>as de pique</translation>
    </message>
    <message>
        <source>2 of spades</source>
        <translation>2 de pique</translation>
    </message>
    <message>
        <source>3 of spades</source>
        <translation>3 de pique</translation>
    </message>
    <message>
        <source>4 of spades</source>
        <translation>4 de pique</translation>
    </message>
    <message>
        <source>5 of spades</source>
        <translation>5 de pique</translation>
    </message>
    <message>
        <source>6 of spades</source>
        <translation>6 de pique</translation>
    </message>
    <message>
        <source>7 of spades</source>
        <translation>7 de pique</translation>
    </message>
    <message>
        <source>8 of spades</source>
        <translation>8 de pique</translation>
    </message>
    <message>
        <source>9 of spades</source>
        <translation>9 de pique</translation>
    </message>
    <message>
        <source>10 of spades</source>
        <translation>10 de pique</translation>
    </message>
    <message>
        <source>jack of spades</source>
        <translation>valet de pique</translation>
    </message>
    <message>
        <source>queen of spades</source>
        <translation>dame de pique</translation>
    </message>
    <message>
        <source>king of spades</source>
        <translation>roi de pique</translation>
    </message>
    <message>
        <source>ace of hearts</source>
        <translation>as de cœur</translation>
    </message>
    <message>
        <source>2 of hearts</source>
        <translation>2 de cœur</translation>
    </message>
    <message>
        <source>3 of hearts</source>
        <translation>3 de cœur</translation>
    </message>
    <message>
        <source>4 of hearts</source>
        <translation>4 de cœur</translation>
    </message>
    <message>
        <source>5 of hearts</source>
        <translation>5 de cœur</translation>
    </message>
    <message>
        <source>6 of hearts</source>
        <translation>6 de cœur</translation>
    </message>
    <message>
        <source>7 of hearts</source>
        <translation>7 de cœur</translation>
    </message>
    <message>
        <source>8 of hearts</source>
        <translation>8 de cœur</translation>
    </message>
    <message>
        <source>9 of hearts</source>
        <translation>9 de cœur</translation>
    </message>
    <message>
        <source>10 of hearts</source>
        <translation>10 de cœur</translation>
    </message>
    <message>
        <source>jack of hearts</source>
        <translation>valet de cœur</translation>
    </message>
    <message>
        <source>queen of hearts</source>
        <translation>dame de cœur</translation>
    </message>
    <message>
        <source>king of hearts</source>
        <translation>roi de cœur</translation>
    </message>
    <message>
        <source>ace of diamonds</source>
        <translation>as de carreau</translation>
    </message>
    <message>
        <source>2 of diamonds</source>
        <translation>2 de carreau</translation>
    </message>
    <message>
        <source>3 of diamonds</source>
        <translation>3 de carreau</translation>
    </message>
    <message>
        <source>4 of diamonds</source>
        <translation>4 de carreau</translation>
    </message>
    <message>
        <source>5 of diamonds</source>
        <translation>5 de carreau</translation>
    </message>
    <message>
        <source>6 of diamonds</source>
        <translation>6 de carreau</translation>
    </message>
    <message>
        <source>7 of diamonds</source>
        <translation>7 de carreau</translation>
    </message>
    <message>
        <source>8 of diamonds</source>
        <translation>8 de carreau</translation>
    </message>
    <message>
        <source>9 of diamonds</source>
        <translation>9 de carreau</translation>
    </message>
    <message>
        <source>10 of diamonds</source>
        <translation>10 de carreau</translation>
    </message>
    <message>
        <source>jack of diamonds</source>
        <translation>valet de carreau</translation>
    </message>
    <message>
        <source>queen of diamonds</source>
        <translation>dame de carreau</translation>
    </message>
    <message>
        <source>king of diamonds</source>
        <translation>roi de carreau</translation>
    </message>
    <message>
        <source>ace of clubs</source>
        <translation>as de trèfle</translation>
    </message>
    <message>
        <source>2 of clubs</source>
        <translation>2 de trèfle</translation>
    </message>
    <message>
        <source>3 of clubs</source>
        <translation>3 de trèfle</translation>
    </message>
    <message>
        <source>4 of clubs</source>
        <translation>4 de trèfle</translation>
    </message>
    <message>
        <source>5 of clubs</source>
        <translation>5 de trèfle</translation>
    </message>
    <message>
        <source>6 of clubs</source>
        <translation>6 de trèfle</translation>
    </message>
    <message>
        <source>7 of clubs</source>
        <translation>7 de trèfle</translation>
    </message>
    <message>
        <source>8 of clubs</source>
        <translation>8 de trèfle</translation>
    </message>
    <message>
        <source>9 of clubs</source>
        <translation>9 de trèfle</translation>
    </message>
    <message>
        <source>10 of clubs</source>
        <translation>10 de trèfle</translation>
    </message>
    <message>
        <source>jack of clubs</source>
        <translation>valet de trèfle</translation>
    </message>
    <message>
        <source>queen of clubs</source>
        <translation>dame de trèfle</translation>
    </message>
    <message>
        <source>king of clubs</source>
        <translation>roi de trèfle</translation>
    </message>
</context>
<context>
    <name>CardObject</name>
    <message>
        <source>the ace of spades</source>
        <translation>l&apos;as de pique</translation>
    </message>
    <message>
        <source>the 2 of spades</source>
        <translation>le 2 de pique</translation>
    </message>
    <message>
        <source>the 3 of spades</source>
        <translation>le 3 de pique</translation>
    </message>
    <message>
        <source>the 4 of spades</source>
        <translation>le 4 de pique</translation>
    </message>
    <message>
        <source>the 5 of spades</source>
        <translation>le 5 de pique</translation>
    </message>
    <message>
        <source>the 6 of spades</source>
        <translation>le 6 de pique</translation>
    </message>
    <message>
        <source>the 7 of spades</source>
        <translation>le 7 de pique</translation>
    </message>
    <message>
        <source>the 8 of spades</source>
        <translation>le 8 de pique</translation>
    </message>
    <message>
        <source>the 9 of spades</source>
        <translation>le 9 de pique</translation>
    </message>
    <message>
        <source>the 10 of spades</source>
        <translation>le 10 de pique</translation>
    </message>
    <message>
        <source>the jack of spades</source>
        <translation>le valet de pique</translation>
    </message>
    <message>
        <source>the queen of spades</source>
        <translation>la dame de pique</translation>
    </message>
    <message>
        <source>the king of spades</source>
        <translation>le roi de pique</translation>
    </message>
    <message>
        <source>the ace of hearts</source>
        <translation>l&apos;as de cœur</translation>
    </message>
    <message>
        <source>the 2 of hearts</source>
        <translation>le 2 de cœur</translation>
    </message>
    <message>
        <source>the 3 of hearts</source>
        <translation>le 3 de cœur</translation>
    </message>
    <message>
        <source>the 4 of hearts</source>
        <translation>le 4 de cœur</translation>
    </message>
    <message>
        <source>the 5 of hearts</source>
        <translation>le 5 de cœur</translation>
    </message>
    <message>
        <source>the 6 of hearts</source>
        <translation>le 6 de cœur</translation>
    </message>
    <message>
        <source>the 7 of hearts</source>
        <translation>le 7 de cœur</translation>
    </message>
    <message>
        <source>the 8 of hearts</source>
        <translation>le 8 de cœur</translation>
    </message>
    <message>
        <source>the 9 of hearts</source>
        <translation>le 9 de cœur</translation>
    </message>
    <message>
        <source>the 10 of hearts</source>
        <translation>le 10 de cœur</translation>
    </message>
    <message>
        <source>the jack of hearts</source>
        <translation>le valet de cœur</translation>
    </message>
    <message>
        <source>the queen of hearts</source>
        <translation>la dame de cœur</translation>
    </message>
    <message>
        <source>the king of hearts</source>
        <translation>le roi de cœur</translation>
    </message>
    <message>
        <source>the ace of diamonds</source>
        <translation>l&apos;as de carreau</translation>
    </message>
    <message>
        <source>the 2 of diamonds</source>
        <translation>le 2 de carreau</translation>
    </message>
    <message>
        <source>the 3 of diamonds</source>
        <translation>le 3 de carreau</translation>
    </message>
    <message>
        <source>the 4 of diamonds</source>
        <translation>le 4 de carreau</translation>
    </message>
    <message>
        <source>the 5 of diamonds</source>
        <translation>le 5 de carreau</translation>
    </message>
    <message>
        <source>the 6 of diamonds</source>
        <translation>le 6 de carreau</translation>
    </message>
    <message>
        <source>the 7 of diamonds</source>
        <translation>le 7 de carreau</translation>
    </message>
    <message>
        <source>the 8 of diamonds</source>
        <translation>le 8 de carreau</translation>
    </message>
    <message>
        <source>the 9 of diamonds</source>
        <translation>le 9 de carreau</translation>
    </message>
    <message>
        <source>the 10 of diamonds</source>
        <translation>le 10 de carreau</translation>
    </message>
    <message>
        <source>the jack of diamonds</source>
        <translation>le valet de carreau</translation>
    </message>
    <message>
        <source>the queen of diamonds</source>
        <translation>la dame de carreau</translation>
    </message>
    <message>
        <source>the king of diamonds</source>
        <translation>le roi de carreau</translation>
    </message>
    <message>
        <source>the ace of clubs</source>
        <translation>l&apos;as de trèfle</translation>
    </message>
    <message>
        <source>the 2 of clubs</source>
        <translation>le 2 de trèfle</translation>
    </message>
    <message>
        <source>the 3 of clubs</source>
        <translation>le 3 de trèfle</translation>
    </message>
    <message>
        <source>the 4 of clubs</source>
        <translation>le 4 de trèfle</translation>
    </message>
    <message>
        <source>the 5 of clubs</source>
        <translation>le 5 de trèfle</translation>
    </message>
    <message>
        <source>the 6 of clubs</source>
        <translation>le 6 de trèfle</translation>
    </message>
    <message>
        <source>the 7 of clubs</source>
        <translation>le 7 de trèfle</translation>
    </message>
    <message>
        <source>the 8 of clubs</source>
        <translation>le 8 de trèfle</translation>
    </message>
    <message>
        <source>the 9 of clubs</source>
        <translation>le 9 de trèfle</translation>
    </message>
    <message>
        <source>the 10 of clubs</source>
        <translation>le 10 de trèfle</translation>
    </message>
    <message>
        <source>the jack of clubs</source>
        <translation>le valet de trèfle</translation>
    </message>
    <message>
        <source>the queen of clubs</source>
        <translation>la dame de trèfle</translation>
    </message>
    <message>
        <source>the king of clubs</source>
        <translation>le roi de trèfle</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Boulanger will speak %1 from the next start.</source>
        <translation>Boulanger passera en %1 au prochain démarrage.</translation>
    </message>
</context>
<context>
    <name>MessageText</name>
    <message>
        <source>Column %1 is both the source and the target.</source>
        <translation>La colonne %1 est à la fois le départ et l&apos;arrivée.</translation>
    </message>
    <message>
        <source>Free cell %1 is both the source and the target.</source>
        <translation>La cellule libre %1 est à la fois le départ et l&apos;arrivée.</translation>
    </message>
    <message>
        <source>Cards never come back off the foundation.</source>
        <translation>Une carte posée sur une fondation n&apos;en revient jamais.</translation>
    </message>
    <message>
        <source>A move carries at least one card.</source>
        <translation>Un coup déplace au moins une carte.</translation>
    </message>
    <message>
        <source>Only a move from column to column carries several cards.</source>
        <translation>Seul un coup de colonne à colonne déplace plusieurs cartes.</translation>
    </message>
    <message numerus="yes">
        <source>Free cell %1 does not exist in a game with %n free cell(s).</source>
        <translation>
            <numerusform>La cellule libre %1 n&apos;existe pas dans une partie à %n cellule libre.</numerusform>
            <numerusform>La cellule libre %1 n&apos;existe pas dans une partie à %n cellules libres.</numerusform>
        </translation>
    </message>
    <message>
        <source>Column %1 is empty.</source>
        <translation>La colonne %1 est vide.</translation>
    </message>
    <message>
        <source>Free cell %1 is empty.</source>
        <translation>La cellule libre %1 est vide.</translation>
    </message>
    <message numerus="yes">
        <source>Column %1 holds only %n card(s).</source>
        <translation>
            <numerusform>La colonne %1 ne contient que %n carte.</numerusform>
            <numerusform>La colonne %1 ne contient que %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>These %n cards are not a run: %1 does not belong on %2.</source>
        <comment>%1 %2: objects; %3 %4: alone</comment>
        <translation>
            <numerusform>Ces %n cartes ne forment pas une suite : %1 ne va pas sur %2.</numerusform>
            <numerusform>Ces %n cartes ne forment pas une suite : %1 ne va pas sur %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot go to its foundation yet: the ace comes first.</source>
        <comment>%1: object; %2: alone</comment>
        <translation>%1 ne peut pas encore aller sur sa fondation : l&apos;as d&apos;abord.</translation>
    </message>
    <message>
        <source>%1 cannot go to its foundation yet: %2 comes first.</source>
        <comment>%1 %2: objects; %3 %4: alone</comment>
        <translation>%1 ne peut pas encore aller sur sa fondation : il faut d&apos;abord %2.</translation>
    </message>
    <message>
        <source>Free cell %1 already holds %2.</source>
        <comment>%2: object; %3: alone</comment>
        <translation>La cellule libre %1 contient déjà %2.</translation>
    </message>
    <message>
        <source>%1 cannot go on %2: the suit must be the same.</source>
        <comment>%1 %2: objects; %3 %4: alone</comment>
        <translation>%1 ne peut pas aller sur %2 : il faut la même couleur.</translation>
    </message>
    <message>
        <source>%1 cannot go on %2: it needs a card one rank higher.</source>
        <comment>%1 %2: objects; %3 %4: alone</comment>
        <translation>%1 ne peut pas aller sur %2 : il lui faut une carte d&apos;une valeur au-dessus.</translation>
    </message>
    <message numerus="yes">
        <source>A run of %n cards cannot move there: with %1 and %2, at most %3 can move.</source>
        <translation>
            <numerusform>Impossible de déplacer là une suite de %n carte : avec %1 et %2, on déplace au plus %3.</numerusform>
            <numerusform>Impossible de déplacer là une suite de %n cartes : avec %1 et %2, on déplace au plus %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A run of %n cards cannot move there: with %1 and %2, at most %3 can move into an empty column.</source>
        <translation>
            <numerusform>Impossible de déplacer là une suite de %n carte : avec %1 et %2, on déplace au plus %3 dans une colonne vide.</numerusform>
            <numerusform>Impossible de déplacer là une suite de %n cartes : avec %1 et %2, on déplace au plus %3 dans une colonne vide.</numerusform>
        </translation>
    </message>
    <message>
        <source>No useful move is left: every move leads back to a position you have already had.</source>
        <translation>Plus aucun coup utile : chaque coup ramène à une position déjà rencontrée.</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Gagnable</translation>
    </message>
    <message>
        <source>Not winnable</source>
        <translation>Impossible à gagner</translation>
    </message>
    <message numerus="yes">
        <source>No longer winnable — undo %n move(s) to get back</source>
        <translation>
            <numerusform>Plus gagnable — annulez %n coup pour revenir à une position gagnable</numerusform>
            <numerusform>Plus gagnable — annulez %n coups pour revenir à une position gagnable</numerusform>
        </translation>
    </message>
    <message>
        <source>Winnable: unknown</source>
        <translation>Gagnable : on ne sait pas</translation>
    </message>
    <message>
        <source>Checking whether this game can still be won…</source>
        <translation>Vérification : cette partie peut-elle encore être gagnée ?…</translation>
    </message>
    <message>
        <source>“%1” is not a card: write the rank, then the suit, e.g. TD.</source>
        <translation>« %1 » n&apos;est pas une carte : écrivez la valeur, puis la couleur, par exemple TD.</translation>
    </message>
    <message>
        <source>“%1” is not a card: the suit must be one of S, H, D, C.</source>
        <translation>« %1 » n&apos;est pas une carte : la couleur doit être S, H, D ou C.</translation>
    </message>
    <message>
        <source>“%1” is not a card: the rank must be one of A, 2–9, T, J, Q, K.</source>
        <translation>« %1 » n&apos;est pas une carte : la valeur doit être A, 2–9, T, J, Q ou K.</translation>
    </message>
    <message>
        <source>“%1” is not a rank: expected 0, A, 2–9, T, J, Q or K.</source>
        <translation>« %1 » n&apos;est pas une valeur : 0, A, 2–9, T, J, Q ou K attendu.</translation>
    </message>
    <message>
        <source>“%1” is not a place: use 1–8 for the columns, a–d for the free cells, h for the foundation.</source>
        <translation>« %1 » n&apos;est pas un emplacement : 1–8 pour les colonnes, a–d pour les cellules libres, h pour les fondations.</translation>
    </message>
    <message>
        <source>“%1” is not a move: type where from, then where to, e.g. 3a, a5, 1h, 54:3.</source>
        <translation>« %1 » n&apos;est pas un coup : tapez d&apos;où, puis où, par exemple 3a, a5, 1h, 54:3.</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>« %1 » : %2</translation>
    </message>
    <message>
        <source>A run has at most 13 cards.</source>
        <translation>Une suite compte au plus 13 cartes.</translation>
    </message>
    <message>
        <source>Deal number %1 is out of range: deals go from %2 to %3.</source>
        <translation>Le numéro de donne %1 est hors limites : les donnes vont de %2 à %3.</translation>
    </message>
    <message>
        <source>“%1” is not a game code: a code has three parts, like BK1-C4-AAAAA24.</source>
        <translation>« %1 » n&apos;est pas un code de partie : un code a trois parties, comme BK1-C4-AAAAA24.</translation>
    </message>
    <message>
        <source>The game code begins with “%1”, which is unknown: codes begin with %2.</source>
        <translation>Le code de partie commence par « %1 », inconnu : les codes commencent par %2.</translation>
    </message>
    <message>
        <source>The cells part “%1” of the game code is wrong: it is C4, C2 or C1.</source>
        <translation>Dans le code, la partie des cellules « %1 » est erronée : C4, C2 ou C1 attendu.</translation>
    </message>
    <message>
        <source>The deal part “%1” of the game code must have %2 characters, not %3.</source>
        <translation>Dans le code, la partie de la donne « %1 » doit compter %2 caractères, et non %3.</translation>
    </message>
    <message>
        <source>The deal part “%1” of the game code has “%2”: only A–Z and 2–7 are allowed.</source>
        <translation>Dans le code, la partie de la donne « %1 » contient « %2 » : seuls A–Z et 2–7 sont permis.</translation>
    </message>
    <message>
        <source>The deal part “%1” of the game code means deal %2, outside %3–%4.</source>
        <translation>Dans le code, la partie de la donne « %1 » désigne la donne %2, hors de %3–%4.</translation>
    </message>
    <message numerus="yes">
        <source>%n free cell(s)</source>
        <translation>
            <numerusform>%n cellule libre</numerusform>
            <numerusform>%n cellules libres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n empty column(s)</source>
        <translation>
            <numerusform>%n colonne vide</numerusform>
            <numerusform>%n colonnes vides</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <comment>at most this many can move</comment>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Free cells</source>
        <translation>Cellules libres</translation>
    </message>
    <message>
        <source>Fewer cells make the game much harder</source>
        <translation>Moins de cellules rendent la partie bien plus difficile</translation>
    </message>
    <message numerus="yes">
        <source>%n free cell(s)</source>
        <translation>
            <numerusform>%n cellule libre</numerusform>
            <numerusform>%n cellules libres</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Random deal</source>
        <translation>Donne au hasard</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Numéro de donne</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Code de partie</translation>
    </message>
    <message>
        <source>Winnable deals only (proved by the solver)</source>
        <translation>Donnes gagnables uniquement (prouvées par le solveur)</translation>
    </message>
    <message>
        <source>With 2 cells about 1 deal in 20 can be won, with 1 cell about 1 in 300:
this deals only games the solver has proved winnable.</source>
        <translation>Avec 2 cellules, environ 1 donne sur 20 peut être gagnée, avec 1 cellule environ 1 sur 300 :
ne sont alors distribuées que des parties dont le solveur a prouvé qu&apos;elles sont gagnables.</translation>
    </message>
    <message>
        <source>Type a game code, e.g. BK1-C4-AAAAA24.</source>
        <translation>Tapez un code de partie, par exemple BK1-C4-AAAAA24.</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <source>Dismiss</source>
        <translation>Fermer l&apos;avis</translation>
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
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Oui</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Non</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restaurer les valeurs par défaut</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ne pas enregistrer</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Jeu du Boulanger</source>
        <translation>Règle du Jeu du Boulanger</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règle du jeu</translation>
    </message>
    <message>
        <source>The rules could not be read (%1).</source>
        <translation>Impossible de lire la règle du jeu (%1).</translation>
    </message>
</context>
<context>
    <name>WonPanel</name>
    <message>
        <source>You won!</source>
        <translation>Gagné !</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Score &lt;b&gt;%1&lt;/b&gt; &amp;nbsp;·&amp;nbsp; Time &lt;b&gt;%2&lt;/b&gt; &amp;nbsp;·&amp;nbsp; Moves &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>Score &lt;b&gt;%1&lt;/b&gt; &amp;nbsp;·&amp;nbsp; Temps &lt;b&gt;%2&lt;/b&gt; &amp;nbsp;·&amp;nbsp; Coups &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Column %1</source>
        <translation>Colonne %1</translation>
    </message>
    <message>
        <source>Free cell %1</source>
        <translation>Cellule libre %1</translation>
    </message>
    <message>
        <source>Foundations</source>
        <translation>Fondations</translation>
    </message>
    <message>
        <source>Spades foundation</source>
        <translation>Fondation pique</translation>
    </message>
    <message>
        <source>Hearts foundation</source>
        <translation>Fondation cœur</translation>
    </message>
    <message>
        <source>Diamonds foundation</source>
        <translation>Fondation carreau</translation>
    </message>
    <message>
        <source>Clubs foundation</source>
        <translation>Fondation trèfle</translation>
    </message>
    <message>
        <source>Moved %1 to its foundation</source>
        <translation>Vous avez déplacé %1 sur sa fondation</translation>
    </message>
    <message>
        <source>Move %1 to its foundation</source>
        <translation>Déplacez %1 sur sa fondation</translation>
    </message>
    <message>
        <source>Moved %1 to free cell %2</source>
        <translation>Vous avez déplacé %1 dans la cellule libre %2</translation>
    </message>
    <message>
        <source>Move %1 to free cell %2</source>
        <translation>Déplacez %1 dans la cellule libre %2</translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 and the %n card(s) on it onto %2</source>
        <translation>
            <numerusform>Vous avez déplacé %1 et la carte posée dessus sur %2</numerusform>
            <numerusform>Vous avez déplacé %1 et les %n cartes posées dessus sur %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %1 and the %n card(s) on it onto %2</source>
        <translation>
            <numerusform>Déplacez %1 et la carte posée dessus sur %2</numerusform>
            <numerusform>Déplacez %1 et les %n cartes posées dessus sur %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Moved %1 onto %2</source>
        <translation>Vous avez déplacé %1 sur %2</translation>
    </message>
    <message>
        <source>Move %1 onto %2</source>
        <translation>Déplacez %1 sur %2</translation>
    </message>
    <message numerus="yes">
        <source>Moved %1 and the %n card(s) on it to empty column %2</source>
        <translation>
            <numerusform>Vous avez déplacé %1 et la carte posée dessus dans la colonne vide %2</numerusform>
            <numerusform>Vous avez déplacé %1 et les %n cartes posées dessus dans la colonne vide %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %1 and the %n card(s) on it to empty column %2</source>
        <translation>
            <numerusform>Déplacez %1 et la carte posée dessus dans la colonne vide %2</numerusform>
            <numerusform>Déplacez %1 et les %n cartes posées dessus dans la colonne vide %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Moved %1 to empty column %2</source>
        <translation>Vous avez déplacé %1 dans la colonne vide %2</translation>
    </message>
    <message>
        <source>Move %1 to empty column %2</source>
        <translation>Déplacez %1 dans la colonne vide %2</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
</context>
</TS>
