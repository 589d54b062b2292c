<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Boulanger</source>
        <translation>À propos de Boulanger</translation>
    </message>
    <message>
        <source>Boulanger is free software under the MIT License.</source>
        <translation>Boulanger est un logiciel libre sous licence MIT.</translation>
    </message>
    <message>
        <source>Open Licences Folder</source>
        <translation>Ouvrir le dossier des licences</translation>
    </message>
    <message>
        <source>This copy includes the software below, each under its licence. Select one to read its licence.</source>
        <translation>Cette copie contient les logiciels ci-dessous, chacun sous sa licence. Sélectionnez-en un pour lire sa licence.</translation>
    </message>
    <message>
        <source>Included software</source>
        <translation>Logiciels inclus</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
</context>
<context>
    <name>Assistance</name>
    <message>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <source>Shown while a hint, a solution or the winnability check is being worked out</source>
        <translation>Affiché pendant la recherche d’un indice, d’une solution ou la vérification que la partie reste gagnable</translation>
    </message>
    <message>
        <source>Whether this game can still be won (Settings ▸ Check Winnability)</source>
        <translation>Si cette partie peut encore être gagnée (Paramètres ▸ Vérifier si la partie est gagnable)</translation>
    </message>
    <message>
        <source>Undo back to the last position from which the game can be won</source>
        <translation>Annuler jusqu’à la dernière position d’où la partie peut être gagnée</translation>
    </message>
    <message>
        <source>Undo to a winnable position</source>
        <translation>Annuler jusqu’à une position gagnable</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Suggest a move (H)</source>
        <translation>Suggérer un coup (H)</translation>
    </message>
    <message>
        <source>Show &amp;Solution</source>
        <translation>Montrer la &amp;solution</translation>
    </message>
    <message>
        <source>Play a winning line, move by move</source>
        <translation>Jouer une solution gagnante, coup par coup</translation>
    </message>
    <message>
        <source>Check &amp;Winnability</source>
        <translation>Vérifier si la partie est &amp;gagnable</translation>
    </message>
    <message>
        <source>&amp;Hint Provider</source>
        <translation>&amp;Source des indices</translation>
    </message>
    <message>
        <source>No hint provider: turn one on in Settings ▸ Plugins</source>
        <translation>Aucune source d’indices : activez-en une dans Paramètres ▸ Modules</translation>
    </message>
    <message>
        <source>No hint provider is on (Settings ▸ Plugins…)</source>
        <translation>Aucune source d’indices active (Paramètres ▸ Modules…)</translation>
    </message>
    <message>
        <source>No hint provider is on: turn one on in Settings ▸ Plugins.</source>
        <translation>Aucune source d’indices active : activez-en une dans Paramètres ▸ Modules.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Indice : %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a hint: why</comment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>The hint provider “%1” is still busy with the last hint.</source>
        <translation>La source d’indices « %1 » cherche encore l’indice précédent.</translation>
    </message>
    <message>
        <source>Looking for a winning line…</source>
        <translation>Recherche d’une solution gagnante…</translation>
    </message>
    <message>
        <source>No longer winnable —</source>
        <translation>Plus gagnable —</translation>
    </message>
    <message numerus="yes">
        <source>undo %Ln move(s)</source>
        <translation>
            <numerusform>annuler %Ln coup</numerusform>
            <numerusform>annuler %Ln coups</numerusform>
        </translation>
    </message>
    <message>
        <source>No winning line from here. %1 suggests: %2</source>
        <translation>Plus aucune solution gagnante d’ici. %1 suggère : %2</translation>
    </message>
    <message>
        <source>Winnability</source>
        <translation>Partie gagnable ?</translation>
    </message>
    <message>
        <source>Looking for a winnable deal…</source>
        <translation>Recherche d’une donne gagnable…</translation>
    </message>
    <message>
        <source>Dealt a game the solver proved winnable.</source>
        <translation>Partie distribuée : le solveur a prouvé qu’elle est gagnable.</translation>
    </message>
    <message>
        <source>No winnable deal was found in time: this one may not be winnable.</source>
        <translation>Aucune donne gagnable trouvée à temps : celle-ci ne l’est peut-être pas.</translation>
    </message>
    <message>
        <source>Solution stopped: you moved.</source>
        <translation>Solution interrompue : vous avez joué.</translation>
    </message>
</context>
<context>
    <name>BoardTexts</name>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <source>Free cells, foundations and eight columns. Type a move&apos;s two keys: 1 to 8 for a column, a to d for a free cell, h for the foundations; Enter picks the best place, Esc lets go. Or move over the piles with the arrow keys: Enter picks the cards up, Enter again puts them down.</source>
        <translation>Cellules libres, fondations et huit colonnes. Tapez les deux touches d’un coup : 1 à 8 pour une colonne, a à d pour une cellule libre, h pour les fondations ; Entrée choisit la meilleure place, Échap annule. Ou parcourez les piles avec les touches fléchées : Entrée prend les cartes, Entrée à nouveau les pose.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>%1 on top</source>
        <comment>%1: the card alone</comment>
        <translation>%1 en haut de la colonne</translation>
    </message>
    <message numerus="yes">
        <source>a run of %Ln</source>
        <translation>
            <numerusform>une suite de %Ln carte</numerusform>
            <numerusform>une suite de %Ln cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>up to %1</source>
        <comment>%1: the card as an object; %2: the card alone</comment>
        <translation>jusqu’à %2</translation>
    </message>
    <message numerus="yes">
        <source>Won with help, not counted as a win. Score %1 in %Ln move(s).</source>
        <translation>
            <numerusform>Gagné avec de l’aide, ne compte pas comme victoire. Score %1 en %Ln coup.</numerusform>
            <numerusform>Gagné avec de l’aide, ne compte pas comme victoire. Score %1 en %Ln coups.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You won! Score %1 in %Ln move(s).</source>
        <translation>
            <numerusform>Gagné ! Score %1 en %Ln coup.</numerusform>
            <numerusform>Gagné ! Score %1 en %Ln coups.</numerusform>
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
        <translation>l’as de pique</translation>
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
        <translation>l’as de cœur</translation>
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
        <translation>l’as de carreau</translation>
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
        <translation>l’as de trèfle</translation>
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
    <name>Confirmations</name>
    <message>
        <source>Abandon this game?</source>
        <translation>Abandonner cette partie ?</translation>
    </message>
    <message>
        <source>Abandon this game? It counts as a loss.</source>
        <translation>Abandonner cette partie ? Elle compte comme perdue.</translation>
    </message>
    <message>
        <source>The game in progress is recorded as abandoned (lost, when it was stuck) and ends your winning streak.</source>
        <translation>La partie en cours est enregistrée comme abandonnée (perdue si elle était bloquée) et met fin à votre série de victoires.</translation>
    </message>
    <message>
        <source>Abandon</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continuer à jouer</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Ne plus demander</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Réinitialiser les statistiques</translation>
    </message>
    <message>
        <source>Delete the record of every game played?</source>
        <translation>Effacer l’historique de toutes les parties jouées ?</translation>
    </message>
    <message>
        <source>A dated copy of the statistics is kept beside them first.</source>
        <translation>Une copie datée des statistiques est d’abord conservée à côté.</translation>
    </message>
    <message>
        <source>Statistics not saved yet</source>
        <translation>Statistiques pas encore enregistrées</translation>
    </message>
</context>
<context>
    <name>ExportTexts</name>
    <message>
        <source>Export Statistics</source>
        <translation>Exporter les statistiques</translation>
    </message>
    <message>
        <source>No statistics exporter is available.</source>
        <translation>Aucun exportateur de statistiques n’est disponible.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) exported to %1.</source>
        <translation>
            <numerusform>%Ln partie exportée dans %1.</numerusform>
            <numerusform>%Ln parties exportées dans %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file is in %1.</source>
        <translation>Le fichier se trouve dans %1.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) in the statistics file could not be read and were left out of %1 (first: %2).</source>
        <translation>
            <numerusform>%Ln partie du fichier de statistiques n’a pas pu être lue et manque dans %1 (la première : %2).</numerusform>
            <numerusform>%Ln parties du fichier de statistiques n’ont pas pu être lues et manquent dans %1 (la première : %2).</numerusform>
        </translation>
    </message>
    <message>
        <source>Open &amp;Folder</source>
        <translation>Ouvrir le &amp;dossier</translation>
    </message>
    <message>
        <source>The folder %1 could not be opened.</source>
        <translation>Le dossier %1 n’a pas pu être ouvert.</translation>
    </message>
    <message>
        <source>Nothing was exported to %1.</source>
        <translation>Rien n’a été exporté dans %1.</translation>
    </message>
    <message>
        <source>The file could not be written: %1.</source>
        <translation>Le fichier n’a pas pu être écrit : %1.</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1.</source>
        <translation>Les statistiques n’ont pas pu être lues : %1.</translation>
    </message>
    <message>
        <source>The exporter failed: %1.</source>
        <translation>L’exportateur a échoué : %1.</translation>
    </message>
</context>
<context>
    <name>Felt</name>
    <message>
        <source>Green felt</source>
        <translation>Tapis vert</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>Tapis bleu</translation>
    </message>
    <message>
        <source>Red felt</source>
        <translation>Tapis rouge</translation>
    </message>
    <message>
        <source>Grey felt</source>
        <translation>Tapis gris</translation>
    </message>
    <message>
        <source>Walnut</source>
        <translation>Noyer</translation>
    </message>
    <message>
        <source>Custom (%1)</source>
        <translation>Personnalisée (%1)</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Code de partie</translation>
    </message>
    <message>
        <source>Cells</source>
        <translation>Cellules</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Indices</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Assistée</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnée</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdue</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonnée</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>%1 (assisted)</source>
        <translation>%1 (assistée)</translation>
    </message>
    <message>
        <source>Custom position</source>
        <translation>Position personnalisée</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
</context>
<context>
    <name>HintAssistant</name>
    <message>
        <source>The hint provider</source>
        <translation>La source d’indices</translation>
    </message>
    <message>
        <source>%1 found no move that leads to a win from here.</source>
        <translation>%1 n’a trouvé aucun coup menant à la victoire à partir d’ici.</translation>
    </message>
    <message>
        <source>not a move</source>
        <translation>ce n’est pas un coup</translation>
    </message>
</context>
<context>
    <name>HintReason</name>
    <message>
        <source>It goes to its foundation.</source>
        <translation>Elle va sur sa fondation.</translation>
    </message>
    <message>
        <source>It frees a cell by building on its suit.</source>
        <translation>Elle libère une cellule en se posant sur sa couleur.</translation>
    </message>
    <message>
        <source>It builds on its suit and uncovers a card the foundation needs.</source>
        <translation>Elle se pose sur sa couleur et découvre une carte attendue par une fondation.</translation>
    </message>
    <message>
        <source>It builds on its suit and empties a column.</source>
        <translation>Elle se pose sur sa couleur et vide une colonne.</translation>
    </message>
    <message>
        <source>It builds on its suit.</source>
        <translation>Elle se pose sur sa couleur.</translation>
    </message>
    <message>
        <source>It uncovers a card the foundation needs.</source>
        <translation>Elle découvre une carte attendue par une fondation.</translation>
    </message>
    <message>
        <source>It frees a cell.</source>
        <translation>Elle libère une cellule.</translation>
    </message>
    <message>
        <source>It gives the run room.</source>
        <translation>La suite y trouve de la place.</translation>
    </message>
    <message>
        <source>It makes room.</source>
        <translation>Elle fait de la place.</translation>
    </message>
    <message numerus="yes">
        <source>part of a winning line, %Ln move(s) to go</source>
        <translation>
            <numerusform>fait partie d’une ligne gagnante, encore %Ln coup</numerusform>
            <numerusform>fait partie d’une ligne gagnante, encore %Ln coups</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeyboardPlay</name>
    <message>
        <source>Nothing in column %1 can go anywhere now.</source>
        <translation>Aucune carte de la colonne %1 ne peut aller nulle part pour l’instant.</translation>
    </message>
    <message>
        <source>Nothing in free cell %1 can go anywhere now.</source>
        <translation>La carte de la cellule libre %1 ne peut aller nulle part pour l’instant.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a pile&apos;s name: what it holds</comment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1. Enter puts the cards here.</source>
        <comment>%1: the framed pile and its cards</comment>
        <translation>%1. Entrée pose les cartes ici.</translation>
    </message>
    <message>
        <source>Cards on a foundation stay there: pick a column or a free cell.</source>
        <translation>Les cartes d’une fondation y restent : choisissez une colonne ou une cellule libre.</translation>
    </message>
    <message>
        <source>The key %1 does nothing here. Play with 1–8, a–d and h, or the arrow keys and Enter.</source>
        <translation>La touche %1 ne fait rien ici. Jouez avec 1–8, a–d et h, ou avec les touches fléchées et Entrée.</translation>
    </message>
    <message numerus="yes">
        <source>This game has %Ln free cell(s).</source>
        <translation>
            <numerusform>Cette partie a %Ln cellule libre.</numerusform>
            <numerusform>Cette partie a %Ln cellules libres.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to move in column %1.</source>
        <translation>Rien à déplacer dans la colonne %1.</translation>
    </message>
    <message>
        <source>Nothing to move in free cell %1.</source>
        <translation>Rien à déplacer dans la cellule libre %1.</translation>
    </message>
    <message>
        <source>From column %1: %2.</source>
        <translation>Depuis la colonne %1 : %2.</translation>
    </message>
    <message>
        <source>From free cell %1: %2.</source>
        <translation>Depuis la cellule libre %1 : %2.</translation>
    </message>
    <message>
        <source>press where it goes: 1–8, a–d or h (foundation), or frame it with the arrow keys and press Enter; Enter at once for the best place; Esc to cancel</source>
        <translation>appuyez sur sa destination : 1–8, a–d ou h (fondation), ou encadrez-la avec les touches fléchées puis Entrée ; Entrée tout de suite pour la meilleure place ; Échap pour annuler</translation>
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
    <message>
        <source>Restart now</source>
        <translation>Redémarrer maintenant</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Off</source>
        <translation>Désactivées</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapides</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Lentes</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Deal a new game</source>
        <translation>Distribuer une nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <source>Start this deal again from the beginning</source>
        <translation>Rejouer cette donne depuis le début</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Take back a move</source>
        <translation>Reprendre un coup</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Play an undone move again</source>
        <translation>Rejouer un coup annulé</translation>
    </message>
    <message>
        <source>Deal of the &amp;Day</source>
        <translation>&amp;Donne du jour</translation>
    </message>
    <message>
        <source>Play today&apos;s deal: the same winnable deal for every player</source>
        <translation>Jouer la donne du jour : la même donne gagnable pour tous les joueurs</translation>
    </message>
    <message>
        <source>&amp;Copy Game Code</source>
        <translation>&amp;Copier le code de la partie</translation>
    </message>
    <message>
        <source>Copy this deal&apos;s game code</source>
        <translation>Copier le code de cette donne</translation>
    </message>
    <message>
        <source>Send Cards &amp;Home</source>
        <translation>Envoyer les cartes aux &amp;fondations</translation>
    </message>
    <message>
        <source>Every card that may go to its foundation goes (F)</source>
        <translation>Chaque carte qui peut aller sur sa fondation y va (F)</translation>
    </message>
    <message>
        <source>Cop&amp;y Position</source>
        <translation>Copier la &amp;position</translation>
    </message>
    <message>
        <source>Copy the position as a board file, for solvers and other programs</source>
        <translation>Copier la position sous forme de fichier de plateau, pour les solveurs et autres programmes</translation>
    </message>
    <message>
        <source>Paste Posi&amp;tion</source>
        <translation>Co&amp;ller la position</translation>
    </message>
    <message>
        <source>Play a position copied as a board file</source>
        <translation>Jouer une position copiée sous forme de fichier de plateau</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>Plein &amp;écran</translation>
    </message>
    <message>
        <source>Fill the screen with the board</source>
        <translation>Le plateau occupe tout l’écran</translation>
    </message>
    <message>
        <source>Auto-Pla&amp;y Safe Moves</source>
        <translation>&amp;Jouer automatiquement les coups sûrs</translation>
    </message>
    <message>
        <source>After each of your moves, send every card that may go to its foundation (Send Cards Home by itself)</source>
        <translation>Après chacun de vos coups, envoyer aux fondations toute carte qui peut y aller (Envoyer les cartes aux fondations tout seul)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Games played and won</source>
        <translation>Parties jouées et gagnées</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>&amp;Export Statistics…</source>
        <translation>&amp;Exporter les statistiques…</translation>
    </message>
    <message>
        <source>&amp;Plugins…</source>
        <translation>&amp;Modules…</translation>
    </message>
    <message>
        <source>Choose which plugins to load</source>
        <translation>Choisir les modules à charger</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Aff&amp;ichage</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>A&amp;nimations</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Paramètres</translation>
    </message>
    <message>
        <source>&amp;Ask Before Abandoning a Game</source>
        <translation>&amp;Demander avant d’abandonner une partie</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>How to &amp;Play</source>
        <translation>&amp;Règle du jeu</translation>
    </message>
    <message>
        <source>&amp;About Boulanger</source>
        <translation>À &amp;propos de Boulanger</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Click to copy the game code</source>
        <translation>Cliquez pour copier le code de la partie</translation>
    </message>
    <message>
        <source>%1 In Baker&apos;s Game a run must be one suit.</source>
        <comment>%1: why the cards do not move together</comment>
        <translation>%1 Au jeu du Boulanger, une suite doit être d’une seule couleur.</translation>
    </message>
    <message>
        <source>This is today&apos;s Deal of the Day.</source>
        <translation>Vous jouez déjà la donne du jour.</translation>
    </message>
    <message>
        <source>No card can go to its foundation now.</source>
        <translation>Aucune carte ne peut aller sur sa fondation pour l’instant.</translation>
    </message>
    <message numerus="yes">
        <source>Undo goes back %Ln move(s) at most: this is as far as it goes.</source>
        <translation>
            <numerusform>Annuler remonte au plus %Ln coup : impossible d’aller plus loin.</numerusform>
            <numerusform>Annuler remonte au plus %Ln coups : impossible d’aller plus loin.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copied game code %1</source>
        <translation>Code de partie %1 copié</translation>
    </message>
    <message>
        <source>Copied the position as a board file.</source>
        <translation>Position copiée sous forme de fichier de plateau.</translation>
    </message>
    <message>
        <source>Cannot play the pasted position: %1</source>
        <translation>Impossible de jouer la position collée : %1</translation>
    </message>
    <message>
        <source>Playing the pasted position.</source>
        <translation>Vous jouez la position collée.</translation>
    </message>
    <message>
        <source>Practice game from %1: it never counts as a win.</source>
        <translation>Partie d’entraînement depuis %1 : elle ne compte jamais comme une victoire.</translation>
    </message>
    <message>
        <source>Practice from %1</source>
        <translation>Entraînement depuis %1</translation>
    </message>
    <message>
        <source>Deal %1 · %2</source>
        <translation>Donne %1 · %2</translation>
    </message>
    <message>
        <source>%1 · difficulty %2/5</source>
        <translation>%1 · difficulté %2/5</translation>
    </message>
    <message>
        <source>Deal of the Day, %1 — %2</source>
        <translation>Donne du jour, %1 — %2</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;Jeu du Boulanger (Baker&apos;s Game): FreeCell where columns build down in the same suit.&lt;/p&gt;&lt;p&gt;Cards, code and art by the Boulanger contributors.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jeu du Boulanger (Baker’s Game) : un FreeCell où les colonnes se construisent en descendant dans la même couleur.&lt;/p&gt;&lt;p&gt;Cartes, code et graphismes : les contributeurs de Boulanger.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Score: +10 for each card to a foundation, +5 from a free cell to a column</source>
        <translation>Score : +10 par carte posée sur une fondation, +5 d’une cellule libre vers une colonne</translation>
    </message>
    <message>
        <source>Moves played</source>
        <translation>Coups joués</translation>
    </message>
    <message>
        <source>Time played (paused while the window is minimised)</source>
        <translation>Temps de jeu (arrêté tant que la fenêtre est réduite)</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Score : %1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Coups : %1</translation>
    </message>
    <message>
        <source>Custom position</source>
        <translation>Position personnalisée</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Temps : %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Jeu du Boulanger (Baker&apos;s Game), a solitaire: build the columns down in suit and move every card to the foundations</source>
        <translation>Jeu du Boulanger (Baker’s Game), une réussite : construisez les colonnes en descendant dans la même couleur et montez toutes les cartes sur les fondations</translation>
    </message>
    <message>
        <source>Status bar</source>
        <translation>Barre d’état</translation>
    </message>
    <message>
        <source>Score, moves, time played, the game code and whether the game can still be won</source>
        <translation>Score, coups, temps de jeu, code de partie et si la partie peut encore être gagnée</translation>
    </message>
    <message>
        <source>Menu bar</source>
        <translation>Barre de menus</translation>
    </message>
    <message>
        <source>Game, Edit, View, Settings and Help</source>
        <translation>Jeu, Édition, Affichage, Paramètres et Aide</translation>
    </message>
    <message>
        <source>The most used commands of the Game menu</source>
        <translation>Les commandes les plus utilisées du menu Jeu</translation>
    </message>
    <message>
        <source>More commands</source>
        <translation>Autres commandes</translation>
    </message>
    <message>
        <source>The commands that do not fit on the toolbar</source>
        <translation>Les commandes qui ne tiennent pas dans la barre d’outils</translation>
    </message>
    <message>
        <source>Separator</source>
        <translation>Séparateur</translation>
    </message>
    <message>
        <source>Between groups of commands</source>
        <translation>Entre des groupes de commandes</translation>
    </message>
    <message>
        <source>Resize the window</source>
        <translation>Redimensionner la fenêtre</translation>
    </message>
    <message>
        <source>Drag to change the window&apos;s size</source>
        <translation>Faites glisser pour changer la taille de la fenêtre</translation>
    </message>
    <message>
        <source>Dialog buttons</source>
        <translation>Boutons de la boîte de dialogue</translation>
    </message>
    <message>
        <source>Vertical scroll bar</source>
        <translation>Barre de défilement verticale</translation>
    </message>
    <message>
        <source>Horizontal scroll bar</source>
        <translation>Barre de défilement horizontale</translation>
    </message>
    <message>
        <source>Divider</source>
        <translation>Séparateur</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Choices</source>
        <translation>Choix</translation>
    </message>
    <message>
        <source>Select all</source>
        <translation>Tout sélectionner</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <source>Scroll bars</source>
        <translation>Barres de défilement</translation>
    </message>
</context>
<context>
    <name>MessageText</name>
    <message>
        <source>Column %1 is both the source and the target.</source>
        <translation>La colonne %1 est à la fois le départ et l’arrivée.</translation>
    </message>
    <message>
        <source>Free cell %1 is both the source and the target.</source>
        <translation>La cellule libre %1 est à la fois le départ et l’arrivée.</translation>
    </message>
    <message>
        <source>Cards never come back off the foundation.</source>
        <translation>Une carte posée sur une fondation n’en revient jamais.</translation>
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
        <source>Free cell %1 does not exist in a game with %Ln free cell(s).</source>
        <translation>
            <numerusform>La cellule libre %1 n’existe pas dans une partie à %Ln cellule libre.</numerusform>
            <numerusform>La cellule libre %1 n’existe pas dans une partie à %Ln cellules libres.</numerusform>
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
        <source>Column %1 holds only %Ln card(s).</source>
        <translation>
            <numerusform>La colonne %1 ne contient que %Ln carte.</numerusform>
            <numerusform>La colonne %1 ne contient que %Ln cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>These %Ln cards are not a run: %1 does not belong on %2.</source>
        <comment>%1 %2: objects; %3 %4: alone</comment>
        <translation>
            <numerusform>Ces %Ln cartes ne forment pas une suite : %1 ne va pas sur %2.</numerusform>
            <numerusform>Ces %Ln cartes ne forment pas une suite : %1 ne va pas sur %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot go to its foundation yet: the ace comes first.</source>
        <comment>%1: object; %2: alone</comment>
        <translation>%1 ne peut pas encore aller sur sa fondation : l’as d’abord.</translation>
    </message>
    <message>
        <source>%1 cannot go to its foundation yet: %2 comes first.</source>
        <comment>%1 %2: objects; %3 %4: alone</comment>
        <translation>%1 ne peut pas encore aller sur sa fondation : il faut d’abord %2.</translation>
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
        <translation>%1 ne peut pas aller sur %2 : il lui faut une carte de la valeur immédiatement supérieure.</translation>
    </message>
    <message numerus="yes">
        <source>A run of %Ln cards cannot move there: with %1 and %2, at most %3 can move.</source>
        <translation>
            <numerusform>Impossible de déplacer là une suite de %Ln carte : avec %1 et %2, on déplace au plus %3.</numerusform>
            <numerusform>Impossible de déplacer là une suite de %Ln cartes : avec %1 et %2, on déplace au plus %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A run of %Ln cards cannot move there: with %1 and %2, at most %3 can move into an empty column.</source>
        <translation>
            <numerusform>Impossible de déplacer là une suite de %Ln carte : avec %1 et %2, on déplace au plus %3 dans une colonne vide.</numerusform>
            <numerusform>Impossible de déplacer là une suite de %Ln cartes : avec %1 et %2, on déplace au plus %3 dans une colonne vide.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a refused move: why, then its notation</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No useful move is left: every move leads back to a position you have already had.</source>
        <translation>Plus aucun coup utile : chaque coup ramène à une position déjà rencontrée.</translation>
    </message>
    <message>
        <source>No move is possible: no card can go anywhere.</source>
        <translation>Aucun coup n’est possible : aucune carte ne peut aller nulle part.</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Gagnable</translation>
    </message>
    <message>
        <source>Not winnable</source>
        <translation>Impossible à gagner</translation>
    </message>
    <message>
        <source>Winnable: unknown</source>
        <translation>Gagnable : inconnu</translation>
    </message>
    <message>
        <source>Checking whether this game can still be won…</source>
        <translation>Vérification que la partie peut encore être gagnée…</translation>
    </message>
    <message>
        <source>“%1” is not a card: write the rank, then the suit, e.g. TD.</source>
        <translation>« %1 » n’est pas une carte : écrivez la valeur, puis la couleur, par exemple TD.</translation>
    </message>
    <message>
        <source>“%1” is not a card: the suit must be one of S, H, D, C.</source>
        <translation>« %1 » n’est pas une carte : la couleur doit être S, H, D ou C.</translation>
    </message>
    <message>
        <source>“%1” is not a card: the rank must be one of A, 2–9, T, J, Q, K.</source>
        <translation>« %1 » n’est pas une carte : la valeur doit être A, 2–9, T, J, Q ou K.</translation>
    </message>
    <message>
        <source>“%1” is not a rank: expected 0, A, 2–9, T, J, Q or K.</source>
        <translation>« %1 » n’est pas une valeur : 0, A, 2–9, T, J, Q ou K attendu.</translation>
    </message>
    <message>
        <source>“%1” is not a place: use 1–8 for the columns, a–d for the free cells, h for the foundation.</source>
        <translation>« %1 » n’est pas un emplacement : 1–8 pour les colonnes, a–d pour les cellules libres, h pour les fondations.</translation>
    </message>
    <message>
        <source>“%1” is not a move: type where from, then where to, e.g. 3a, a5, 1h, 54:3.</source>
        <translation>« %1 » n’est pas un coup : tapez d’où, puis où, par exemple 3a, a5, 1h, 54:3.</translation>
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
        <source>There is no deal %1: deals go from %2 to %3.</source>
        <translation>La donne %1 n’existe pas : les donnes vont de %2 à %3.</translation>
    </message>
    <message>
        <source>A game code begins with %2, not “%1”.</source>
        <translation>Un code de partie commence par %2, pas par « %1 ».</translation>
    </message>
    <message>
        <source>The middle part of a game code says how many free cells: C4, C2 or C1, not “%1”.</source>
        <translation>La partie du milieu d’un code de partie indique le nombre de cellules libres : C4, C2 ou C1, pas « %1 ».</translation>
    </message>
    <message>
        <source>The last part of a game code has %2 characters; “%1” has %3.</source>
        <translation>La dernière partie d’un code de partie a %2 caractères ; « %1 » en a %3.</translation>
    </message>
    <message>
        <source>The last part of a game code has only letters A–Z and digits 2–7; “%1” has “%2”.</source>
        <translation>La dernière partie d’un code de partie ne contient que des lettres A à Z et des chiffres 2 à 7 ; « %1 » contient « %2 ».</translation>
    </message>
    <message numerus="yes">
        <source>%Ln free cell(s)</source>
        <comment>the game has only …</comment>
        <translation>
            <numerusform>%Ln cellule libre</numerusform>
            <numerusform>%Ln cellules libres</numerusform>
        </translation>
    </message>
    <message>
        <source>in column %1</source>
        <translation>dans la colonne %1</translation>
    </message>
    <message>
        <source>in free cell %1</source>
        <translation>dans la cellule libre %1</translation>
    </message>
    <message>
        <source>on the foundation</source>
        <translation>sur les fondations</translation>
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
            <numerusform>%1 et %Ln autre</numerusform>
            <numerusform>%1 et %Ln autres</numerusform>
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
            <numerusform>Il manque %Ln carte : %1.</numerusform>
            <numerusform>Il manque %Ln cartes : %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 cannot hold rank %2: the ranks go from 0 to 13.</source>
        <translation>La %1 ne peut pas monter jusqu’à la valeur %2 : les valeurs vont de 0 à 13.</translation>
    </message>
    <message>
        <source>“%1” is not a game code: a code has three parts, like BK1-C4-AAAAA24.</source>
        <translation>« %1 » n’est pas un code de partie : un code a trois parties, comme BK1-C4-AAAAA24.</translation>
    </message>
    <message>
        <source>No game has this code: “%1” would be deal %2, but the deals stop at %4. Check it for a typing mistake.</source>
        <translation>Aucune partie n’a ce code : « %1 » serait la donne %2, mais les donnes s’arrêtent à %4. Vérifiez qu’il ne contient pas de faute de frappe.</translation>
    </message>
    <message>
        <source>A game has 4, 2 or 1 free cells, not %1.</source>
        <translation>Une partie a 4, 2 ou 1 cellule libre, pas %1.</translation>
    </message>
    <message>
        <source>Line %1: the “%2” line must come before the columns.</source>
        <translation>Ligne %1 : la ligne « %2 » doit précéder les colonnes.</translation>
    </message>
    <message>
        <source>Line %1: a second “%2” line.</source>
        <translation>Ligne %1 : une deuxième ligne « %2 ».</translation>
    </message>
    <message>
        <source>Line %1: “%2” is not a foundation: write its suit, a dash and its top rank, e.g. H-5 or S-0.</source>
        <translation>Ligne %1 : « %2 » n’est pas une fondation : écrivez sa couleur, un tiret et la valeur de sa carte du dessus, par exemple H-5 ou S-0.</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <comment>%2: what is wrong on that line</comment>
        <translation>Ligne %1 : %2</translation>
    </message>
    <message>
        <source>Line %1 is one column too many: a position has %2 columns.</source>
        <translation>La ligne %1 est une colonne de trop : une position a %2 colonnes.</translation>
    </message>
    <message numerus="yes">
        <source>The “Freecells” line holds %Ln card(s), but the game has only %1.</source>
        <translation>
            <numerusform>La ligne « Freecells » contient %Ln carte, mais la partie n’a que %1.</numerusform>
            <numerusform>La ligne « Freecells » contient %Ln cartes, mais la partie n’a que %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln free cell(s)</source>
        <translation>
            <numerusform>%Ln cellule libre</numerusform>
            <numerusform>%Ln cellules libres</numerusform>
        </translation>
    </message>
    <message>
        <source>A position has exactly 4 foundations.</source>
        <translation>Une position a exactement 4 fondations.</translation>
    </message>
    <message>
        <source>A position has %1 columns, not %2.</source>
        <translation>Une position a %1 colonnes, pas %2.</translation>
    </message>
    <message>
        <source>%1 appears twice: %3 and %4.</source>
        <comment>%1: the card as an object (English: the king of spades); %2: alone; %3, %4: where, e.g. in column 1</comment>
        <translation>%1 apparaît deux fois : %3 et %4.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln empty column(s)</source>
        <translation>
            <numerusform>%Ln colonne vide</numerusform>
            <numerusform>%Ln colonnes vides</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln card(s)</source>
        <comment>at most this many can move</comment>
        <translation>
            <numerusform>%Ln carte</numerusform>
            <numerusform>%Ln cartes</numerusform>
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
        <source>%Ln free cell(s)</source>
        <translation>
            <numerusform>%Ln cellule libre</numerusform>
            <numerusform>%Ln cellules libres</numerusform>
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
ne sont alors distribuées que des parties dont le solveur a prouvé qu’elles sont gagnables.</translation>
    </message>
    <message>
        <source>Any difficulty</source>
        <translation>Toute difficulté</translation>
    </message>
    <message>
        <source>%1 – Easy</source>
        <translation>%1 – facile</translation>
    </message>
    <message>
        <source>%1 – Expert</source>
        <translation>%1 – expert</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Difficulté</translation>
    </message>
    <message>
        <source>How hard the solver finds the deal: 1 can be won with a quarter of the free cells,
2 with half of them, 3 to 5 need every cell and more and more searching.</source>
        <translation>La difficulté de la donne pour le solveur : 1 se gagne avec un quart des cellules libres,
2 avec la moitié, 3 à 5 demandent toutes les cellules et de plus en plus de recherche.</translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation>Difficulté :</translation>
    </message>
    <message>
        <source>Type a game code, e.g. BK1-C4-AAAAA24.</source>
        <translation>Tapez un code de partie, par exemple BK1-C4-AAAAA24.</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <source>Notice</source>
        <translation>Avis</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Fermer l’avis</translation>
    </message>
</context>
<context>
    <name>NumberTexts</name>
    <message>
        <source>%1%2</source>
        <comment>a percentage: %1 the number, %2 the percent sign</comment>
        <translation>%1&#x202f;%2</translation>
    </message>
</context>
<context>
    <name>PluginsDialog</name>
    <message>
        <source>Plugins</source>
        <translation>Modules</translation>
    </message>
    <message>
        <source>Checked plugins are loaded. Changes apply when Boulanger next starts.</source>
        <translation>Les modules cochés sont chargés. Les changements s’appliquent au prochain démarrage de Boulanger.</translation>
    </message>
    <message>
        <source>Boulanger needs this plugin</source>
        <translation>Boulanger a besoin de ce module</translation>
    </message>
    <message>
        <source>shipped with Boulanger</source>
        <translation>livré avec Boulanger</translation>
    </message>
    <message>
        <source>installed package</source>
        <translation>paquet installé</translation>
    </message>
</context>
<context>
    <name>PositionText</name>
    <message>
        <source>the clipboard holds no text (copy a board file first)</source>
        <translation>le presse-papiers ne contient pas de texte (copiez d’abord un fichier de plateau)</translation>
    </message>
    <message>
        <source>the clipboard holds %1 characters, far more than a position</source>
        <translation>le presse-papiers contient %1 caractères, bien plus qu’une position</translation>
    </message>
</context>
<context>
    <name>ProblemText</name>
    <message>
        <source>Boulanger cannot create its folder %1 (%2). You can play, but games, settings and statistics are not saved until it can.</source>
        <translation>Boulanger ne peut pas créer son dossier %1 (%2). Vous pouvez jouer, mais les parties, les paramètres et les statistiques ne sont pas enregistrés tant que ce n’est pas possible.</translation>
    </message>
    <message>
        <source>Settings could not be saved: %1</source>
        <translation>Impossible d’enregistrer les paramètres : %1</translation>
    </message>
    <message>
        <source>The settings file was damaged (%1); using the defaults.</source>
        <translation>Le fichier des paramètres était endommagé (%1) ; les paramètres par défaut sont utilisés.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln setting(s) could not be used (%1); the default is used instead.</source>
        <translation>
            <numerusform>%Ln paramètre n’a pas pu être utilisé (%1) ; sa valeur par défaut le remplace.</numerusform>
            <numerusform>%Ln paramètres n’ont pas pu être utilisés (%1) ; leurs valeurs par défaut les remplacent.</numerusform>
        </translation>
    </message>
    <message>
        <source>there is no setting “%1”</source>
        <translation>le paramètre « %1 » n’existe pas</translation>
    </message>
    <message>
        <source>%1 should be of type %2, not %3</source>
        <translation>%1 doit être de type %2, pas %3</translation>
    </message>
    <message>
        <source>%1 should be a list of texts</source>
        <translation>%1 doit être une liste de textes</translation>
    </message>
    <message>
        <source>%1 is far too long</source>
        <translation>la valeur de %1 est beaucoup trop longue</translation>
    </message>
    <message>
        <source>%1 must be one of %2</source>
        <translation>%1 doit valoir l’une de ces valeurs : %2</translation>
    </message>
    <message>
        <source>%1 must be at least %2</source>
        <translation>%1 doit valoir au moins %2</translation>
    </message>
    <message>
        <source>%1 must be at most %2</source>
        <translation>%1 doit valoir au plus %2</translation>
    </message>
    <message>
        <source>The table colour “%1” is not one of %2 or #rrggbb; the table is green.</source>
        <translation>La couleur de table « %1 » n’est ni l’une de %2, ni #rrggbb ; la table est verte.</translation>
    </message>
    <message>
        <source>The log file %1 cannot be used (%2); log messages go to the terminal.</source>
        <translation>Le fichier journal %1 est inutilisable (%2) ; le journal s’affiche dans le terminal.</translation>
    </message>
    <message>
        <source>The log file %1 cannot be written (%2); log messages are lost until it can.</source>
        <translation>Impossible d’écrire dans le fichier journal %1 (%2) ; les messages du journal sont perdus en attendant.</translation>
    </message>
    <message>
        <source>Something went wrong: %1 — details in the log (%2).</source>
        <translation>Un problème est survenu : %1 — détails dans le journal (%2).</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 n’existe pas</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file</source>
        <translation>%1 est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>%1 is a named pipe, not a file</source>
        <translation>%1 est un tube nommé, pas un fichier</translation>
    </message>
    <message>
        <source>%1 is a device, not a file</source>
        <translation>%1 est un périphérique, pas un fichier</translation>
    </message>
    <message>
        <source>%1 is a socket, not a file</source>
        <translation>%1 est un socket, pas un fichier</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 n’est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 est illisible : %2</translation>
    </message>
    <message>
        <source>%1 is too large, %2 bytes where at most %3 are expected</source>
        <translation>%1 est trop gros : %2 octets, alors que %3 au plus sont attendus</translation>
    </message>
    <message>
        <source>The plugin “%1” does nothing: %2.</source>
        <translation>Le module « %1 » ne fait rien : %2.</translation>
    </message>
    <message>
        <source>The plugin “%1” does nothing: it has no function marked with @hookimpl.</source>
        <translation>Le module « %1 » ne fait rien : il n’a aucune fonction marquée avec @hookimpl.</translation>
    </message>
    <message>
        <source>The %1 translation (%2) is damaged, so Boulanger speaks English. Reinstalling Boulanger repairs it.</source>
        <translation>La traduction %1 (%2) est endommagée : Boulanger parle donc anglais. Réinstaller Boulanger la répare.</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text at byte %2</source>
        <translation>%1 n’est pas du texte UTF-8 à l’octet %2</translation>
    </message>
    <message>
        <source>%1 is not valid %2: %3</source>
        <translation>%1 n’est pas du %2 valide : %3</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>imbrication trop profonde</translation>
    </message>
    <message>
        <source>too large to hold in memory</source>
        <translation>trop gros pour tenir en mémoire</translation>
    </message>
    <message>
        <source>a number has too many digits</source>
        <translation>un nombre a trop de chiffres</translation>
    </message>
    <message>
        <source>a mistake at line %1, column %2</source>
        <translation>une erreur à la ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>the text ends before it is complete</source>
        <translation>le texte s’arrête avant d’être complet</translation>
    </message>
    <message>
        <source>a mistake in the text</source>
        <translation>une erreur dans le texte</translation>
    </message>
    <message>
        <source>the number %1 is out of range</source>
        <translation>le nombre %1 est hors limites</translation>
    </message>
    <message>
        <source>%1 is not a JSON number</source>
        <translation>%1 n’est pas un nombre JSON</translation>
    </message>
    <message>
        <source>The saved game was damaged (%1); a new game was dealt.</source>
        <translation>La partie enregistrée était endommagée (%1) ; une nouvelle donne a été distribuée.</translation>
    </message>
    <message>
        <source>The statistics could not be opened (%1). You can play on; games are recorded once the file can be written.</source>
        <translation>Impossible d’ouvrir les statistiques (%1). Vous pouvez continuer à jouer ; les parties seront enregistrées dès que le fichier pourra être écrit.</translation>
    </message>
    <message>
        <source>The statistics file was damaged (%1). It was kept as %2 and a new one was started.</source>
        <translation>Le fichier des statistiques était endommagé (%1). Il a été conservé sous le nom %2 et un nouveau a été créé.</translation>
    </message>
    <message>
        <source>damaged, and it could not be moved aside: %1</source>
        <translation>endommagé, et impossible de le mettre de côté : %1</translation>
    </message>
    <message>
        <source>written by a newer Boulanger (schema %1)</source>
        <translation>écrit par une version plus récente de Boulanger (schéma %1)</translation>
    </message>
    <message>
        <source>it is not a statistics database</source>
        <translation>ce n’est pas une base de statistiques</translation>
    </message>
    <message>
        <source>part of its contents cannot be read</source>
        <translation>une partie de son contenu est illisible</translation>
    </message>
    <message>
        <source>The statistics journal could not be used (%1).</source>
        <translation>Le fichier des parties en attente des statistiques est inutilisable (%1).</translation>
    </message>
    <message>
        <source>The statistics journal was damaged (no list of games).</source>
        <translation>Le fichier des parties en attente des statistiques était endommagé (aucune liste de parties).</translation>
    </message>
    <message numerus="yes">
        <source>%Ln unreadable game(s) in the statistics journal skipped.</source>
        <translation>
            <numerusform>%Ln partie illisible en attente des statistiques a été ignorée.</numerusform>
            <numerusform>%Ln parties illisibles en attente des statistiques ont été ignorées.</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics could not be saved (%1). This session&apos;s games are kept and saved as soon as the file can be written.</source>
        <translation>Impossible d’enregistrer les statistiques (%1). Les parties de cette session sont gardées et seront enregistrées dès que le fichier pourra être écrit.</translation>
    </message>
    <message>
        <source>The statistics could not be saved (%1). Games wait in %2 and are added as soon as the file can be written.</source>
        <translation>Impossible d’enregistrer les statistiques (%1). Les parties attendent dans %2 et seront ajoutées dès que le fichier pourra être écrit.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) could not be saved to the statistics nor to %1; they are lost when Boulanger closes.</source>
        <translation>
            <numerusform>%Ln partie n’a pu être enregistrée ni dans les statistiques ni dans %1 ; elle sera perdue à la fermeture de Boulanger.</numerusform>
            <numerusform>%Ln parties n’ont pu être enregistrées ni dans les statistiques ni dans %1 ; elles seront perdues à la fermeture de Boulanger.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) could not be added to the statistics yet. They wait in %1 and are added at the next start once the statistics file can be written.</source>
        <translation>
            <numerusform>%Ln partie n’a pas encore pu être ajoutée aux statistiques. Elle attend dans %1 et sera ajoutée au prochain démarrage, dès que le fichier des statistiques pourra être écrit.</numerusform>
            <numerusform>%Ln parties n’ont pas encore pu être ajoutées aux statistiques. Elles attendent dans %1 et seront ajoutées au prochain démarrage, dès que le fichier des statistiques pourra être écrit.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game in progress could not be saved (%1). Play on: saving is tried again after every move.</source>
        <translation>Impossible d’enregistrer la partie en cours (%1). Continuez à jouer : l’enregistrement est retenté après chaque coup.</translation>
    </message>
    <message>
        <source>row %1: %2</source>
        <comment>a row of the statistics file</comment>
        <translation>ligne %1 : %2</translation>
    </message>
    <message>
        <source>%1 missing</source>
        <translation>il manque %1</translation>
    </message>
    <message>
        <source>not a game&apos;s record</source>
        <translation>ce n’est pas l’enregistrement d’une partie</translation>
    </message>
    <message>
        <source>its id is not a short text</source>
        <translation>son id n’est pas un texte court</translation>
    </message>
    <message>
        <source>its code is not a game code</source>
        <translation>son code n’est pas un code de partie</translation>
    </message>
    <message>
        <source>its deal is not a deal number</source>
        <translation>son deal n’est pas un numéro de donne</translation>
    </message>
    <message>
        <source>its cells are not 4, 2 or 1</source>
        <translation>son cells ne vaut ni 4, ni 2, ni 1</translation>
    </message>
    <message>
        <source>its result %1 is not one of %2</source>
        <translation>son result %1 n’est pas l’un de %2</translation>
    </message>
    <message>
        <source>its “assisted” is not true or false</source>
        <translation>son assisted n’est ni vrai ni faux</translation>
    </message>
    <message>
        <source>its seconds are not a play time</source>
        <translation>son seconds n’est pas une durée de jeu</translation>
    </message>
    <message>
        <source>its %1 is not a whole number</source>
        <translation>son %1 n’est pas un nombre entier</translation>
    </message>
    <message>
        <source>its %1 is not a date and time</source>
        <translation>son %1 n’est pas une date et heure</translation>
    </message>
    <message>
        <source>its %1 %2 is not an ISO 8601 time</source>
        <translation>son %1 %2 n’est pas une heure ISO 8601</translation>
    </message>
    <message>
        <source>its %1 %2 has no time zone</source>
        <translation>son %1 %2 n’a pas de fuseau horaire</translation>
    </message>
    <message>
        <source>The plugin “%1” was turned off: last time it kept Boulanger busy for more than %2 seconds (%3). Settings ▸ Plugins turns it back on.</source>
        <translation>Le module « %1 » a été désactivé : la dernière fois, il a occupé Boulanger plus de %2 secondes (%3). Paramètres ▸ Modules le réactive.</translation>
    </message>
    <message>
        <source>The plugin “%1” could not be loaded: another plugin has the same name.</source>
        <translation>Le module « %1 » n’a pas pu être chargé : un autre module porte le même nom.</translation>
    </message>
    <message>
        <source>The plugin “%1” could not be loaded: %2.</source>
        <translation>Le module « %1 » n’a pas pu être chargé : %2.</translation>
    </message>
    <message>
        <source>The plugin “%1” could not be loaded (%2).</source>
        <translation>Le module « %1 » n’a pas pu être chargé (%2).</translation>
    </message>
    <message>
        <source>The plugin “%1” failed in %2 (%3) and was turned off.</source>
        <translation>Le module « %1 » a échoué dans %2 (%3) et a été désactivé.</translation>
    </message>
    <message>
        <source>The plugin “%1” offered a card theme that cannot be used (%2); it was left out.</source>
        <translation>Le module « %1 » a proposé un thème de cartes inutilisable (%2) ; il a été écarté.</translation>
    </message>
    <message>
        <source>The plugin “%1” offered a hint provider that cannot be used (%2); it was left out.</source>
        <translation>Le module « %1 » a proposé une source d’indices inutilisable (%2) ; elle a été écartée.</translation>
    </message>
    <message>
        <source>The plugin “%1” offered a statistics exporter that cannot be used (%2); it was left out.</source>
        <translation>Le module « %1 » a proposé un export de statistiques inutilisable (%2) ; il a été écarté.</translation>
    </message>
    <message>
        <source>The plugin “%1” was loaded, but Boulanger never calls some of its functions: %2.</source>
        <translation>Le module « %1 » a été chargé, mais Boulanger n’appelle jamais certaines de ses fonctions : %2.</translation>
    </message>
    <message>
        <source>The plugin “%1” of the package “%2” was not loaded: its entry point is in the group “%3”, and Boulanger reads the group “%4”.</source>
        <translation>Le module « %1 » du paquet « %2 » n’a pas été chargé : son point d’entrée est dans le groupe « %3 », et Boulanger lit le groupe « %4 ».</translation>
    </message>
    <message>
        <source>The hint provider “%1” suggested a move that cannot be played (%2). It was turned off for this session.</source>
        <translation>La source d’indices « %1 » a proposé un coup impossible (%2). Elle est désactivée pour cette session.</translation>
    </message>
    <message>
        <source>the hint provider “%1” of the plugin “%2” returned a hint with a wrong reason (%3): a reason is a text</source>
        <translation>la source d’indices « %1 » du module « %2 » a renvoyé un indice dont la raison est incorrecte (%3) : une raison est un texte</translation>
    </message>
    <message>
        <source>the hint provider “%1” of the plugin “%2” returned a hint with a wrong count (%3): a count is a whole number from 0 to %4</source>
        <translation>la source d’indices « %1 » du module « %2 » a renvoyé un indice dont le nombre est incorrect (%3) : un nombre est un entier de 0 à %4</translation>
    </message>
    <message>
        <source>The hint provider “%1” failed (%2). It was turned off for this session.</source>
        <translation>La source d’indices « %1 » a échoué (%2). Elle est désactivée pour cette session.</translation>
    </message>
    <message>
        <source>The hint provider “%1” did not stop when it was asked to (it does not check cancel()); no other hint is looked for until it has finished.</source>
        <translation>La source d’indices « %1 » ne s’est pas arrêtée quand on le lui a demandé (elle ne vérifie pas cancel()) ; aucun autre indice n’est cherché tant qu’elle n’a pas fini.</translation>
    </message>
    <message>
        <source>the hint provider “%1” of the plugin “%2” returned %3, not a hint</source>
        <translation>la source d’indices « %1 » du module « %2 » a renvoyé %3 au lieu d’un indice</translation>
    </message>
    <message>
        <source>the exporter “%1” of the plugin “%2” failed (%3)</source>
        <translation>l’export « %1 » du module « %2 » a échoué (%3)</translation>
    </message>
    <message>
        <source>it returned a generator, and Boulanger runs no hook wrappers</source>
        <translation>il a renvoyé un générateur, et Boulanger n’exécute aucune enveloppe de point d’extension</translation>
    </message>
    <message>
        <source>reading its &apos;%2&apos; raised %1</source>
        <translation>la lecture de son &apos;%2&apos; a levé %1</translation>
    </message>
    <message>
        <source>its %1 is not a text (%2)</source>
        <translation>son champ « %1 » n’est pas un texte (%2)</translation>
    </message>
    <message>
        <source>its %1 is empty</source>
        <translation>son champ « %1 » est vide</translation>
    </message>
    <message>
        <source>its %1 holds unprintable characters (%2)</source>
        <translation>son champ « %1 » contient des caractères non imprimables (%2)</translation>
    </message>
    <message>
        <source>its %1 is longer than %2 characters (%3)</source>
        <translation>son champ « %1 » dépasse %2 caractères (%3)</translation>
    </message>
    <message>
        <source>its &apos;translations&apos; must map language codes (sk, fr…) to texts of %1; %2 does not fit</source>
        <translation>ses &apos;translations&apos; doivent associer des textes de %1 à des codes de langue (sk, fr…) ; %2 ne convient pas</translation>
    </message>
    <message>
        <source>its &apos;%1&apos; cannot be called</source>
        <translation>son &apos;%1&apos; ne peut pas être appelé</translation>
    </message>
    <message>
        <source>it is not a CardTheme (%1)</source>
        <translation>ce n’est pas un CardTheme (%1)</translation>
    </message>
    <message>
        <source>its format name has spaces or slashes (%1)</source>
        <translation>son nom de format contient des espaces ou des barres obliques (%1)</translation>
    </message>
    <message>
        <source>its suffix is not like “.csv” (%1)</source>
        <translation>son suffixe ne ressemble pas à « .csv » (%1)</translation>
    </message>
    <message>
        <source>name</source>
        <comment>of a plugin&apos;s hint provider or exporter</comment>
        <translation>nom</translation>
    </message>
    <message>
        <source>display name</source>
        <translation>nom affiché</translation>
    </message>
    <message>
        <source>description</source>
        <translation>description</translation>
    </message>
    <message>
        <source>file name suffix</source>
        <translation>suffixe de fichier</translation>
    </message>
    <message>
        <source>The card theme “%1” from %2 was skipped: another theme already has that name.</source>
        <translation>Le thème de cartes « %1 » de %2 a été ignoré : un autre thème porte déjà ce nom.</translation>
    </message>
    <message>
        <source>The card theme in %1 was skipped: %2</source>
        <translation>Le thème de cartes du dossier %1 a été ignoré : %2</translation>
    </message>
    <message>
        <source>“%1” has no %2</source>
        <translation>« %1 » n’a pas de %2</translation>
    </message>
    <message>
        <source>Could not use that card theme: %1</source>
        <translation>Impossible d’utiliser ce thème de cartes : %1</translation>
    </message>
    <message>
        <source>Could not use the card theme “%1”: %2. The cards stay as they were.</source>
        <translation>Impossible d’utiliser le thème de cartes « %1 » : %2. Les cartes restent inchangées.</translation>
    </message>
    <message>
        <source>The card theme “%1” could not be used (%2); the Classic cards are shown instead.</source>
        <translation>Le thème de cartes « %1 » n’a pas pu être utilisé (%2) ; les cartes classiques sont affichées à la place.</translation>
    </message>
    <message>
        <source>It was kept as %1.</source>
        <translation>Le fichier a été conservé sous le nom %1.</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the items of a list</comment>
        <translation> ; </translation>
    </message>
    <message>
        <source>Boulanger is already open in another window, which keeps the game in progress. This window plays a new deal and does not save it.</source>
        <translation>Boulanger est déjà ouvert dans une autre fenêtre, qui garde la partie en cours. Cette fenêtre joue une nouvelle donne et ne l’enregistre pas.</translation>
    </message>
    <message>
        <source>Boulanger is already open in another window, which keeps the game in progress. This window plays %1 and does not save it.</source>
        <translation>Boulanger est déjà ouvert dans une autre fenêtre, qui garde la partie en cours. Cette fenêtre joue la donne %1 et ne l’enregistre pas.</translation>
    </message>
    <message>
        <source>Safe mode: the Classic theme, no third-party plugins or themes. The next start is a normal one.</source>
        <translation>Mode sans échec : les cartes classiques, sans modules ni thèmes tiers. Le prochain démarrage sera normal.</translation>
    </message>
    <message>
        <source>Safe mode: the Classic theme, no third-party plugins or themes. Your saved game was kept as %1. The next start is a normal one.</source>
        <translation>Mode sans échec : les cartes classiques, sans modules ni thèmes tiers. Votre partie enregistrée a été conservée sous le nom %1. Le prochain démarrage sera normal.</translation>
    </message>
    <message>
        <source>there is no card theme “%1”, and no other theme either</source>
        <translation>il n’y a pas de thème de cartes « %1 », ni aucun autre thème</translation>
    </message>
    <message>
        <source>there is no card theme “%1”: the themes are %2</source>
        <translation>il n’y a pas de thème de cartes « %1 » : les thèmes sont %2</translation>
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
    <name>ReasonText</name>
    <message>
        <source>it needs the module “%1”, which is not installed</source>
        <translation>il a besoin du module « %1 », qui n’est pas installé</translation>
    </message>
    <message>
        <source>it needs “%1” from the module “%2”, which has no such name</source>
        <translation>il a besoin de « %1 » du module « %2 », qui ne contient rien de ce nom</translation>
    </message>
    <message>
        <source>its code has a mistake in %1 at line %2</source>
        <translation>son code contient une erreur dans %1 à la ligne %2</translation>
    </message>
    <message>
        <source>Boulanger has no hook “%1”</source>
        <translation>Boulanger n’a pas de point d’extension « %1 »</translation>
    </message>
    <message>
        <source>its function for the hook “%1” is a hook wrapper, which Boulanger does not run</source>
        <translation>sa fonction pour le point d’extension « %1 » est une enveloppe de point d’extension, que Boulanger n’exécute pas</translation>
    </message>
    <message>
        <source>the system refused it, for a reason written in the log</source>
        <translation>le système a refusé, pour une raison écrite dans le journal</translation>
    </message>
    <message>
        <source>Boulanger has no hook “%1” (did you mean “%2”?)</source>
        <translation>Boulanger n’a pas de point d’extension « %1 » (vouliez-vous dire « %2 » ?)</translation>
    </message>
    <message>
        <source>its function for the hook “%1” takes arguments the hook does not give (%2); the hook gives: %3</source>
        <translation>sa fonction pour le point d’extension « %1 » prend des arguments que le point d’extension ne donne pas (%2) ; le point d’extension donne : %3</translation>
    </message>
    <message>
        <source>its function for the hook “%1” takes arguments the hook does not give (%2); the hook gives no arguments</source>
        <translation>sa fonction pour le point d’extension « %1 » prend des arguments que le point d’extension ne donne pas (%2) ; le point d’extension ne donne aucun argument</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>l’accès est refusé</translation>
    </message>
    <message>
        <source>another program is using it</source>
        <translation>un autre programme l’utilise</translation>
    </message>
    <message>
        <source>too many files are open</source>
        <translation>trop de fichiers sont ouverts</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>the disk can only be read, not written</source>
        <translation>le disque est en lecture seule</translation>
    </message>
    <message>
        <source>the file or folder does not exist</source>
        <translation>le fichier ou le dossier n’existe pas</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>c’est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>a part of its path is a file, not a folder</source>
        <translation>une partie de son chemin est un fichier, pas un dossier</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>le nom est trop long</translation>
    </message>
    <message>
        <source>an input/output error on the disk</source>
        <translation>une erreur d’entrée-sortie sur le disque</translation>
    </message>
    <message>
        <source>the links on its path go round in a loop</source>
        <translation>les liens de son chemin tournent en boucle</translation>
    </message>
    <message>
        <source>something of that name exists already</source>
        <translation>un élément de ce nom existe déjà</translation>
    </message>
    <message>
        <source>there is not enough memory</source>
        <translation>la mémoire ne suffit pas</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>le quota du disque est épuisé</translation>
    </message>
    <message>
        <source>“%1” is not marked with @hookimpl</source>
        <translation>la fonction « %1 » n’est pas marquée avec @hookimpl</translation>
    </message>
    <message>
        <source>“%1” is marked for the project “%2”, not “boulanger” (use hookimpl from boulanger_qt.api)</source>
        <translation>la fonction « %1 » est marquée pour le projet « %2 », pas « boulanger » (utilisez hookimpl de boulanger_qt.api)</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review of %1</source>
        <translation>Revoir la partie %1</translation>
    </message>
    <message>
        <source>The reviewed game&apos;s board</source>
        <translation>Le plateau de la partie revue</translation>
    </message>
    <message>
        <source>Position in the game</source>
        <translation>Position dans la partie</translation>
    </message>
    <message>
        <source>Left and Right step one move; Home and End go to the start and the end.</source>
        <translation>Gauche et Droite reculent ou avancent d’un coup ; Origine et Fin vont au début et à la fin.</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Go to the start (Home)</source>
        <translation>Aller au début (Origine)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Reculer</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>Un coup en arrière (Gauche)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Avancer</translation>
    </message>
    <message>
        <source>One move on (Right)</source>
        <translation>Un coup en avant (Droite)</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Go to the end (End)</source>
        <translation>Aller à la fin (Fin)</translation>
    </message>
    <message>
        <source>The recorded line stops replaying at move %1: %2 The review shows the moves before it.</source>
        <translation>Les coups enregistrés ne se rejouent plus à partir du coup %1 : %2 La revue montre les coups qui le précèdent.</translation>
    </message>
    <message>
        <source>Play from &amp;Here</source>
        <translation>&amp;Jouer d’ici</translation>
    </message>
    <message>
        <source>Start a practice game at the position shown: it never counts as a win</source>
        <translation>Commencer une partie d’entraînement à la position affichée : elle ne compte jamais comme une victoire</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Close the review</source>
        <translation>Fermer la revue</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…</source>
        <translation>Recherche du coup qui a perdu la partie…</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Le solveur a échoué : %1</translation>
    </message>
    <message numerus="yes">
        <source>You won in %Ln move(s).</source>
        <translation>
            <numerusform>Vous avez gagné en %Ln coup.</numerusform>
            <numerusform>Vous avez gagné en %Ln coups.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You won in %Ln move(s); the solver&apos;s line takes %1.</source>
        <translation>
            <numerusform>Vous avez gagné en %Ln coup ; la solution du solveur en compte %1.</numerusform>
            <numerusform>Vous avez gagné en %Ln coups ; la solution du solveur en compte %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1 lost the game: %2.</source>
        <translation>Le coup %1 a perdu la partie : %2.</translation>
    </message>
    <message>
        <source>Better there: %1, which keeps it winnable.</source>
        <translation>Mieux à ce moment : %1, la partie restait alors gagnable.</translation>
    </message>
    <message>
        <source>No move lost this game: it can still be won from where it ends.</source>
        <translation>Aucun coup n’a perdu cette partie : elle peut encore être gagnée depuis sa dernière position.</translation>
    </message>
    <message>
        <source>This game could not be won from its start: no move lost it.</source>
        <translation>Cette partie était impossible à gagner dès le début : aucun coup ne l’a perdue.</translation>
    </message>
    <message>
        <source>The solver ran out of time before it found the move that lost the game.</source>
        <translation>Le solveur a manqué de temps avant de trouver le coup qui a perdu la partie.</translation>
    </message>
    <message>
        <source>This position is winnable.</source>
        <translation>Cette position est gagnable.</translation>
    </message>
    <message>
        <source>This position can no longer be won.</source>
        <translation>Cette position ne peut plus être gagnée.</translation>
    </message>
    <message>
        <source>Not known: the solver ran out of time on this position.</source>
        <translation>Inconnu : le solveur a manqué de temps sur cette position.</translation>
    </message>
    <message>
        <source>Checking whether this position can be won…</source>
        <translation>On vérifie si cette position peut être gagnée…</translation>
    </message>
    <message numerus="yes">
        <source>The start, before the game&apos;s %Ln move(s).</source>
        <translation>
            <numerusform>Le début, avant le %Ln coup de la partie.</numerusform>
            <numerusform>Le début, avant les %Ln coups de la partie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1 of %2: %3.</source>
        <translation>Coup %1 sur %2 : %3.</translation>
    </message>
    <message>
        <source>%1, move %2</source>
        <translation>%1, coup %2</translation>
    </message>
    <message>
        <source>This game began from a pasted position: there is no deal to review it from.</source>
        <translation>Cette partie a commencé par une position collée : il n’y a pas de donne depuis laquelle la revoir.</translation>
    </message>
    <message>
        <source>This game was recorded before the moves of each game were kept: it cannot be reviewed.</source>
        <translation>Cette partie a été enregistrée avant que les coups de chaque partie soient conservés : elle ne peut pas être revue.</translation>
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
    <name>SafeMode</name>
    <message>
        <source>Boulanger did not finish starting last time.</source>
        <translation>Boulanger n’a pas fini de démarrer la dernière fois.</translation>
    </message>
    <message>
        <source>Boulanger stopped answering last time while the plugin “%1” was running.</source>
        <translation>La dernière fois, Boulanger a cessé de répondre pendant que le module « %1 » s’exécutait.</translation>
    </message>
    <message>
        <source>Safe mode starts with the Classic theme and without third-party plugins or themes, and keeps your saved game aside (nothing is deleted). Your settings are not changed.</source>
        <translation>Le mode sans échec démarre avec les cartes classiques, sans modules ni thèmes tiers, et met votre partie enregistrée de côté (rien n’est supprimé). Vos paramètres ne changent pas.</translation>
    </message>
    <message>
        <source>Start in Safe Mode</source>
        <translation>Démarrer en mode sans échec</translation>
    </message>
    <message>
        <source>Start Normally</source>
        <translation>Démarrer normalement</translation>
    </message>
</context>
<context>
    <name>SaveMessageText</name>
    <message>
        <source>the file holds no saved game</source>
        <translation>le fichier ne contient aucune partie enregistrée</translation>
    </message>
    <message>
        <source>it is in an unknown format, %1</source>
        <translation>elle est dans un format inconnu, %1</translation>
    </message>
    <message>
        <source>its deal number is not a whole number</source>
        <translation>son numéro de donne n’est pas un nombre entier</translation>
    </message>
    <message>
        <source>its deal number %1 is not between %2 and %3</source>
        <translation>son numéro de donne %1 n’est pas compris entre %2 et %3</translation>
    </message>
    <message>
        <source>its number of free cells or its opening position is missing</source>
        <translation>son nombre de cellules libres ou sa position de départ manque</translation>
    </message>
    <message>
        <source>its number of free cells is %1, where a game has 4, 2 or 1</source>
        <translation>son nombre de cellules libres est %1, alors qu’une partie en a 4, 2 ou 1</translation>
    </message>
    <message>
        <source>its list of moves is damaged</source>
        <translation>sa liste de coups est endommagée</translation>
    </message>
    <message>
        <source>it holds more than %1 moves</source>
        <translation>elle contient plus de %1 coups</translation>
    </message>
    <message>
        <source>its play time is damaged</source>
        <translation>son temps de jeu est endommagé</translation>
    </message>
    <message>
        <source>its opening position is damaged: %1</source>
        <translation>sa position de départ est endommagée : %1</translation>
    </message>
    <message>
        <source>its opening position is not that of deal %1</source>
        <translation>sa position de départ n’est pas celle de la donne %1</translation>
    </message>
    <message>
        <source>its game id is damaged</source>
        <translation>son identifiant est endommagé</translation>
    </message>
    <message>
        <source>its start time is damaged</source>
        <translation>son heure de début est endommagée</translation>
    </message>
    <message>
        <source>its counts of hints and assistance are damaged</source>
        <translation>ses nombres d’indices et d’aides sont endommagés</translation>
    </message>
    <message>
        <source>its move %1 cannot be replayed: %2</source>
        <translation>son coup %1 ne peut pas être rejoué : %2</translation>
    </message>
</context>
<context>
    <name>SolutionPlayer</name>
    <message>
        <source>The solver failed: %1</source>
        <translation>Le solveur a échoué : %1</translation>
    </message>
    <message>
        <source>There is no winning line from here.</source>
        <translation>Aucune solution gagnante à partir d’ici.</translation>
    </message>
    <message>
        <source>The solver found no winning line in time.</source>
        <translation>Le solveur n’a pas trouvé de solution à temps.</translation>
    </message>
    <message>
        <source>The solution no longer fits the board.</source>
        <translation>La solution ne correspond plus au jeu.</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>All games</source>
        <translation>Toutes les parties</translation>
    </message>
    <message>
        <source>4 free cells</source>
        <translation>4 cellules libres</translation>
    </message>
    <message>
        <source>2 free cells</source>
        <translation>2 cellules libres</translation>
    </message>
    <message>
        <source>1 free cell</source>
        <translation>1 cellule libre</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>Gagnées avec de l’aide</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonnées</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Win rate on winnable deals</source>
        <translation>Taux de victoire sur les donnes gagnables</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Indices utilisés</translation>
    </message>
    <message>
        <source>Deal of the Day, days in a row</source>
        <translation>Donne du jour, jours d’affilée</translation>
    </message>
    <message>
        <source>Deal of the Day, most days in a row</source>
        <translation>Donne du jour, record de jours d’affilée</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Série de victoires en cours</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Plus longue série de victoires</translation>
    </message>
    <message>
        <source>Current losing streak</source>
        <translation>Série de défaites en cours</translation>
    </message>
    <message>
        <source>Longest losing streak</source>
        <translation>Plus longue série de défaites</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>Meilleur temps</translation>
    </message>
    <message>
        <source>Average time</source>
        <translation>Temps moyen</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Meilleur score</translation>
    </message>
    <message>
        <source>Average moves</source>
        <translation>Nombre moyen de coups</translation>
    </message>
    <message>
        <source>Won at difficulty 1 (easy)</source>
        <translation>Gagnées en difficulté 1 (facile)</translation>
    </message>
    <message>
        <source>Won at difficulty 2</source>
        <translation>Gagnées en difficulté 2</translation>
    </message>
    <message>
        <source>Won at difficulty 3</source>
        <translation>Gagnées en difficulté 3</translation>
    </message>
    <message>
        <source>Won at difficulty 4</source>
        <translation>Gagnées en difficulté 4</translation>
    </message>
    <message>
        <source>Won at difficulty 5 (expert)</source>
        <translation>Gagnées en difficulté 5 (expert)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>games won of played</comment>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Afficher :</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Réinitialiser…</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1 :</translation>
    </message>
    <message>
        <source>Assisted games (Show Solution played a move, or the game began with moves from the command line or from a pasted position) are never wins, best scores or best times; games in progress count for nothing until they end.</source>
        <translation>Les parties assistées (un coup joué par Montrer la solution, ou une partie commencée par des coups donnés en ligne de commande ou par une position collée) ne comptent jamais comme victoires, meilleurs scores ou meilleurs temps ; les parties en cours ne comptent pas avant leur fin.</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>Step through the selected game with the solver&apos;s verdicts</source>
        <translation>Parcourir la partie choisie coup par coup avec les verdicts du solveur</translation>
    </message>
    <message>
        <source>Play This Deal Again</source>
        <translation>Rejouer cette donne</translation>
    </message>
    <message>
        <source>The statistics cannot be read now (%1).</source>
        <translation>Les statistiques ne peuvent pas être lues pour l’instant (%1).</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) in the statistics file could not be read and are not shown (first: %1).</source>
        <translation>
            <numerusform>%Ln partie du fichier de statistiques n’a pas pu être lue et n’est pas affichée (la première : %1).</numerusform>
            <numerusform>%Ln parties du fichier de statistiques n’ont pas pu être lues et ne sont pas affichées (la première : %1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Select a game to see every time its deal was played.</source>
        <translation>Choisissez une partie pour voir toutes les parties jouées avec la même donne.</translation>
    </message>
    <message>
        <source>A custom position: it has no game code to play again.</source>
        <translation>Position personnalisée : elle n’a pas de code pour être rejouée.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;: played %Ln time(s), won %2.</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; : jouée %Ln fois, gagnée %2 fois.</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; : jouée %Ln fois, gagnée %2 fois.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln move(s)</source>
        <translation>
            <numerusform>%Ln coup</numerusform>
            <numerusform>%Ln coups</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Réinitialiser les statistiques</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>Impossible de réinitialiser les statistiques : %1</translation>
    </message>
    <message>
        <source>The statistics were reset. The games played before are kept in %1.</source>
        <translation>Les statistiques ont été réinitialisées. Les parties jouées auparavant sont conservées dans %1.</translation>
    </message>
</context>
<context>
    <name>ThemeControl</name>
    <message>
        <source>Card &amp;Theme…</source>
        <translation>&amp;Thème des cartes…</translation>
    </message>
    <message>
        <source>Choose the cards and the table colour</source>
        <translation>Choisir les cartes et la couleur de la table</translation>
    </message>
    <message>
        <source>Table colour: %1</source>
        <translation>Couleur de la table : %1</translation>
    </message>
    <message>
        <source>Card theme: %1</source>
        <translation>Thème des cartes : %1</translation>
    </message>
</context>
<context>
    <name>ThemePicker</name>
    <message>
        <source>Card Theme</source>
        <translation>Thème des cartes</translation>
    </message>
    <message>
        <source>Card themes</source>
        <translation>Thèmes des cartes</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Couleur de la table</translation>
    </message>
    <message>
        <source>Custom colour…</source>
        <translation>Couleur personnalisée…</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Couleur de la table :</translation>
    </message>
    <message>
        <source>%1 — cannot be used</source>
        <translation>%1 — inutilisable</translation>
    </message>
</context>
<context>
    <name>ThemeProblemText</name>
    <message>
        <source>%1: %2</source>
        <comment>where: what is wrong there</comment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>the theme “%1”</source>
        <translation>le thème « %1 »</translation>
    </message>
    <message>
        <source>&apos;name&apos; must be 1 to 40 letters, digits, &apos;_&apos;, &apos;-&apos; or &apos;.&apos;, starting with a letter or a digit (it is “%1”)</source>
        <translation>&apos;name&apos; doit compter de 1 à 40 lettres, chiffres, &apos;_&apos;, &apos;-&apos; ou &apos;.&apos;, et commencer par une lettre ou un chiffre (c’est « %1 »)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a text</source>
        <translation>&apos;%1&apos; doit être un texte</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must not be empty</source>
        <translation>&apos;%1&apos; ne doit pas être vide</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is longer than %2 characters</source>
        <translation>&apos;%1&apos; dépasse %2 caractères</translation>
    </message>
    <message>
        <source>&apos;%1&apos; holds control or invisible characters (“%2”)</source>
        <translation>&apos;%1&apos; contient des caractères de contrôle ou invisibles (« %2 »)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a number</source>
        <translation>&apos;%1&apos; doit être un nombre</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a number from %2 to %3 (it is %4)</source>
        <translation>&apos;%1&apos; doit être un nombre de %2 à %3 (c’est %4)</translation>
    </message>
    <message>
        <source>card_height / card_width must be from %1 to %2 (it is %3 / %4)</source>
        <translation>card_height / card_width doit être compris entre %1 et %2 (c’est %3 / %4)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must name a file in the theme folder</source>
        <translation>&apos;%1&apos; doit désigner un fichier du dossier du thème</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a usable file name (“%2”)</source>
        <translation>&apos;%1&apos; n’est pas un nom de fichier utilisable (« %2 »)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a path inside the theme folder, not “%2”</source>
        <translation>&apos;%1&apos; doit être un chemin à l’intérieur du dossier du thème, pas « %2 »</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must not go up out of the theme folder (“%2”)</source>
        <translation>&apos;%1&apos; ne doit pas sortir du dossier du thème (« %2 »)</translation>
    </message>
    <message>
        <source>the file “%1” (&apos;%2&apos;) does not exist</source>
        <translation>le fichier « %1 » (&apos;%2&apos;) n’existe pas</translation>
    </message>
    <message>
        <source>the file “%1” (&apos;%2&apos;) cannot be used (%3)</source>
        <translation>le fichier « %1 » (&apos;%2&apos;) est inutilisable (%3)</translation>
    </message>
    <message>
        <source>the file “%1” (&apos;%2&apos;) is a link that leaves the theme folder</source>
        <translation>le fichier « %1 » (&apos;%2&apos;) est un lien qui sort du dossier du thème</translation>
    </message>
    <message>
        <source>“%1” (&apos;%2&apos;) is not a regular file</source>
        <translation>« %1 » (&apos;%2&apos;) n’est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>there is no key &apos;%1&apos; (the keys are %2)</source>
        <translation>la clé &apos;%1&apos; n’existe pas (les clés sont %2)</translation>
    </message>
    <message>
        <source>&apos;svg&apos; must name the theme&apos;s SVG file</source>
        <translation>&apos;svg&apos; doit désigner le fichier SVG du thème</translation>
    </message>
    <message>
        <source>&apos;translations&apos; must hold a table per language code (sk, fr…) with display_name, author or license; %1 does not fit</source>
        <translation>&apos;translations&apos; doit contenir une table par code de langue (sk, fr…) avec display_name, author ou license ; %1 ne convient pas</translation>
    </message>
    <message>
        <source>&apos;cards&apos; must be a table of card = &quot;file.svg&quot; entries</source>
        <translation>&apos;cards&apos; doit être une table d’entrées carte = &quot;fichier.svg&quot;</translation>
    </message>
    <message>
        <source>&apos;cards&apos; names “%1”, which is not a card (use codes like AS, TD, KH, or back)</source>
        <translation>&apos;cards&apos; cite « %1 », qui n’est pas une carte (utilisez des codes comme AS, TD, KH ou back)</translation>
    </message>
    <message>
        <source>svg_path must be an absolute path</source>
        <translation>svg_path doit être un chemin absolu</translation>
    </message>
    <message>
        <source>card_files names “%1”, which is not a card</source>
        <translation>card_files cite « %1 », qui n’est pas une carte</translation>
    </message>
    <message>
        <source>card_files[%1] must be an absolute path</source>
        <translation>card_files[%1] doit être un chemin absolu</translation>
    </message>
    <message>
        <source>card_files[%1] is outside the theme folder</source>
        <translation>card_files[%1] est hors du dossier du thème</translation>
    </message>
    <message>
        <source>%1 (a theme&apos;s files may hold %2 bytes together)</source>
        <translation>%1 (les fichiers d’un thème peuvent peser %2 octets au total)</translation>
    </message>
    <message>
        <source>%1 is not an SVG file that can be drawn</source>
        <translation>%1 n’est pas un fichier SVG qui puisse être dessiné</translation>
    </message>
    <message>
        <source>the file for %1</source>
        <translation>le fichier de %1</translation>
    </message>
    <message>
        <source>it cannot be drawn (%1)</source>
        <translation>il ne peut pas être dessiné (%1)</translation>
    </message>
    <message>
        <source>the SVG lacks the elements %1</source>
        <translation>il manque au SVG les éléments %1</translation>
    </message>
    <message>
        <source>the card %1 draws nothing</source>
        <translation>la carte %1 ne dessine rien</translation>
    </message>
    <message>
        <source>an embedded JPEG image has no readable size</source>
        <translation>une image JPEG intégrée n’a pas de taille lisible</translation>
    </message>
    <message>
        <source>an embedded image is not a PNG, JPEG or GIF</source>
        <translation>une image intégrée n’est ni PNG, ni JPEG, ni GIF</translation>
    </message>
    <message>
        <source>an embedded image is not valid base64</source>
        <translation>une image intégrée n’est pas du base64 valide</translation>
    </message>
    <message>
        <source>an embedded image is %1×%2 pixels (at most %3×%3)</source>
        <translation>une image intégrée fait %1 × %2 pixels (au plus %3 × %3)</translation>
    </message>
    <message>
        <source>a style imports another file: a card theme may refer only to its own elements (#id) and to embedded PNG, JPEG or GIF images</source>
        <translation>un style importe un autre fichier : un thème de cartes ne peut renvoyer qu’à ses propres éléments (#id) et à des images PNG, JPEG ou GIF intégrées</translation>
    </message>
    <message>
        <source>it refers to “%1”: a card theme may refer only to its own elements (#id) and to embedded PNG, JPEG or GIF images</source>
        <translation>il renvoie à « %1 » : un thème de cartes ne peut renvoyer qu’à ses propres éléments (#id) et à des images PNG, JPEG ou GIF intégrées</translation>
    </message>
    <message>
        <source>it has more than %1 elements</source>
        <translation>il a plus de %1 éléments</translation>
    </message>
    <message>
        <source>it is not an SVG document (the outermost element is not &lt;svg&gt;)</source>
        <translation>ce n’est pas un document SVG (l’élément extérieur n’est pas &lt;svg&gt;)</translation>
    </message>
    <message>
        <source>its elements nest more than %1 deep</source>
        <translation>ses éléments sont imbriqués sur plus de %1 niveaux</translation>
    </message>
    <message>
        <source>an element &lt;use&gt;s itself (a reference loop)</source>
        <translation>un élément se réutilise lui-même avec &lt;use&gt; (une boucle de références)</translation>
    </message>
    <message>
        <source>it holds a DOCTYPE, which card themes may not use</source>
        <translation>il contient un DOCTYPE, interdit dans un thème de cartes</translation>
    </message>
    <message>
        <source>it holds an entity declaration, which card themes may not use</source>
        <translation>il contient une déclaration d’entité, interdite dans un thème de cartes</translation>
    </message>
    <message>
        <source>it holds an external entity, which card themes may not use</source>
        <translation>il contient une entité externe, interdite dans un thème de cartes</translation>
    </message>
    <message>
        <source>it holds a processing instruction, which card themes may not use</source>
        <translation>il contient une instruction de traitement, interdite dans un thème de cartes</translation>
    </message>
    <message>
        <source>it is not well-formed XML at line %1, column %2</source>
        <translation>ce n’est pas du XML bien formé : erreur à la ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>it nests too deeply</source>
        <translation>ses imbrications sont trop profondes</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>il est vide</translation>
    </message>
    <message>
        <source>it draws more than %1 elements once its &lt;use&gt; references are expanded</source>
        <translation>il dessine plus de %1 éléments une fois ses références &lt;use&gt; développées</translation>
    </message>
    <message>
        <source>it lacks the elements %1</source>
        <translation>il lui manque les éléments %1</translation>
    </message>
</context>
<context>
    <name>VerdictStrip</name>
    <message>
        <source>Verdicts along the game</source>
        <translation>Verdicts au fil de la partie</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <comment>a range of positions</comment>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1 : %2.</translation>
    </message>
    <message>
        <source>Move %1 lost the game.</source>
        <translation>Le coup %1 a perdu la partie.</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>le début</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>coup %1</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Gagnable</translation>
    </message>
    <message>
        <source>Not winnable</source>
        <translation>Impossible à gagner</translation>
    </message>
    <message>
        <source>Not known</source>
        <translation>Inconnu</translation>
    </message>
    <message>
        <source>Being checked</source>
        <translation>En cours de vérification</translation>
    </message>
</context>
<context>
    <name>WeeklyChart</name>
    <message>
        <source>Weeks of %1 to %2: grey bars played, green won, blue line win rate</source>
        <translation>Semaines du %1 au %2 : barres grises jouées, vertes gagnées, ligne bleue taux de victoire</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln partie</numerusform>
            <numerusform>%Ln parties</numerusform>
        </translation>
    </message>
    <message>
        <source>Games per week (bars, right scale) and win rate (line, left scale)</source>
        <translation>Parties par semaine (barres, échelle de droite) et taux de victoire (ligne, échelle de gauche)</translation>
    </message>
    <message>
        <source>No finished games yet: the chart fills in as you play.</source>
        <translation>Aucune partie terminée pour l’instant : le graphique se remplit au fil du jeu.</translation>
    </message>
    <message>
        <source>week of %1</source>
        <translation>semaine du %1</translation>
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
        <source>Deal a new game</source>
        <translation>Distribuer une nouvelle partie</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>Step through this game again, with the solver&apos;s verdicts</source>
        <translation>Reparcourir cette partie coup par coup avec les verdicts du solveur</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Close this message and look at the board</source>
        <translation>Fermer ce message et regarder le jeu</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>Gagné avec de l’aide</translation>
    </message>
    <message>
        <source>Score &lt;b&gt;%1&lt;/b&gt; &amp;nbsp;·&amp;nbsp; Time &lt;b&gt;%2&lt;/b&gt; &amp;nbsp;·&amp;nbsp; Moves &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>Score &lt;b&gt;%1&lt;/b&gt; &amp;nbsp;·&amp;nbsp; Temps &lt;b&gt;%2&lt;/b&gt; &amp;nbsp;·&amp;nbsp; Coups &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Not counted as a win, a best score or in a streak.</source>
        <translation>Ne compte ni comme victoire, ni comme meilleur score, ni dans une série.</translation>
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
        <source>Moved %1 and the %Ln card(s) on it onto %2</source>
        <translation>
            <numerusform>Vous avez déplacé %1 et la carte posée dessus sur %2</numerusform>
            <numerusform>Vous avez déplacé %1 et les %Ln cartes posées dessus sur %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %1 and the %Ln card(s) on it onto %2</source>
        <translation>
            <numerusform>Déplacez %1 et la carte posée dessus sur %2</numerusform>
            <numerusform>Déplacez %1 et les %Ln cartes posées dessus sur %2</numerusform>
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
        <source>Moved %1 and the %Ln card(s) on it to empty column %2</source>
        <translation>
            <numerusform>Vous avez déplacé %1 et la carte posée dessus dans la colonne vide %2</numerusform>
            <numerusform>Vous avez déplacé %1 et les %Ln cartes posées dessus dans la colonne vide %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %1 and the %Ln card(s) on it to empty column %2</source>
        <translation>
            <numerusform>Déplacez %1 et la carte posée dessus dans la colonne vide %2</numerusform>
            <numerusform>Déplacez %1 et les %Ln cartes posées dessus dans la colonne vide %2</numerusform>
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
        <source>%Ln card(s)</source>
        <translation>
            <numerusform>%Ln carte</numerusform>
            <numerusform>%Ln cartes</numerusform>
        </translation>
    </message>
</context>
</TS>
