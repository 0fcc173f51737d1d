<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>{unit} will fire at the infantry in {area}</source>
        <translation>{unit} sparerà alla fanteria in {area}</translation>
    </message>
    <message>
        <source>{unit} will fire at the cavalry in {area}</source>
        <translation>{unit} sparerà alla cavalleria in {area}</translation>
    </message>
    <message>
        <source>{unit} will fire at the infantry and cavalry in {area}</source>
        <translation>{unit} sparerà alla fanteria e alla cavalleria in {area}</translation>
    </message>
    <message>
        <source>{unit} will fire at the artillery in {area}</source>
        <translation>{unit} sparerà all&apos;artiglieria in {area}</translation>
    </message>
    <message>
        <source>long-range fire at the infantry</source>
        <extracomment>what a long-range fire is declared at, and the die rolled for it (R-ART-4, R-ART-5)</extracomment>
        <translation>fuoco a lunga distanza contro la fanteria</translation>
    </message>
    <message>
        <source>long-range fire at the cavalry</source>
        <translation>fuoco a lunga distanza contro la cavalleria</translation>
    </message>
    <message>
        <source>long-range fire at the infantry and cavalry</source>
        <translation>fuoco a lunga distanza contro la fanteria e la cavalleria</translation>
    </message>
    <message>
        <source>long-range fire at the artillery</source>
        <translation>fuoco a lunga distanza contro l&apos;artiglieria</translation>
    </message>
    <message>
        <source>to be used again</source>
        <translation>per essere usato di nuovo</translation>
    </message>
    <message>
        <source>no artillery-fire marker is left: choose one to take from the map</source>
        <translation>non resta alcun segnalino Fuoco dell&apos;Artiglieria: scegli quale prendere dal tabellone</translation>
    </message>
    <message>
        <source>declare more long-range fire for artillery around {area} (at most two areas), or roll for the {n} declared</source>
        <translation>dichiara altro fuoco a lunga distanza per l&apos;artiglieria intorno a {area} (al massimo due aree), oppure tira per i {n} dichiarati</translation>
    </message>
    <message>
        <source>declare long-range fire for artillery around {area} (at most two areas)</source>
        <translation>dichiara il fuoco a lunga distanza per l&apos;artiglieria intorno a {area} (al massimo due aree)</translation>
    </message>
    <message>
        <source>an artillery-fire marker is placed in {area}</source>
        <translation>un segnalino Fuoco dell&apos;Artiglieria viene piazzato in {area}</translation>
    </message>
    <message>
        <source>damaged artillery hit again</source>
        <translation>artiglieria danneggiata colpita di nuovo</translation>
    </message>
    <message>
        <source>{unit} is damaged</source>
        <translation>{unit} è danneggiata</translation>
    </message>
    <message>
        <source>long-range fire hits your artillery in {area}: choose the unit</source>
        <translation>il fuoco a lunga distanza colpisce la tua artiglieria in {area}: scegli il pezzo</translation>
    </message>
    <message>
        <source>defending artillery fire</source>
        <translation>fuoco dell&apos;artiglieria in difesa</translation>
    </message>
    <message>
        <source>defending fire</source>
        <translation>fuoco del difensore</translation>
    </message>
    <message>
        <source>attacker morale</source>
        <translation>morale dell&apos;attaccante</translation>
    </message>
    <message>
        <source>attacking fire</source>
        <translation>fuoco dell&apos;attaccante</translation>
    </message>
    <message>
        <source>defender morale (column {column})</source>
        <translation>morale del difensore (colonna {column})</translation>
    </message>
    <message>
        <source>choose the next assault to resolve: {areas}</source>
        <translation>scegli il prossimo assalto da risolvere: {areas}</translation>
    </message>
    <message>
        <source>its infantry retreated</source>
        <extracomment>R-ASLT-9 [ruling]: how the defending infantry and cavalry left R-RET-2 [ruling]: the areas the attackers entered from</extracomment>
        <translation>la sua fanteria si è ritirata</translation>
    </message>
    <message>
        <source>every unit beside it was eliminated</source>
        <translation>tutti i pezzi al suo fianco sono stati eliminati</translation>
    </message>
    <message>
        <source>artillery alone cannot hold the area</source>
        <translation>l&apos;artiglieria da sola non può tenere l&apos;area</translation>
    </message>
    <message>
        <source>the attack on {area} is repulsed after two rounds</source>
        <translation>l&apos;attacco a {area} è respinto dopo due round</translation>
    </message>
    <message>
        <source>the second round is over</source>
        <translation>il secondo round è finito</translation>
    </message>
    <message>
        <source>{side} assaults {area} with {units} (flank attack)</source>
        <translation>{side}: assalto a {area} con {units} (attacco sul fianco)</translation>
    </message>
    <message>
        <source>{side} assaults {area} with {units} against entrenchments</source>
        <translation>{side}: assalto a {area} con {units} contro le trincee</translation>
    </message>
    <message>
        <source>{side} assaults {area} with {units}</source>
        <translation>{side}: assalto a {area} con {units}</translation>
    </message>
    <message>
        <source>attacker morale E</source>
        <translation>morale dell&apos;attaccante E</translation>
    </message>
    <message>
        <source>attacker morale R</source>
        <translation>morale dell&apos;attaccante R</translation>
    </message>
    <message>
        <source>defender morale E</source>
        <translation>morale del difensore E</translation>
    </message>
    <message>
        <source>defender morale R</source>
        <translation>morale del difensore R</translation>
    </message>
    <message>
        <source>{unit} counter-attacks</source>
        <translation>{unit} contrattacca</translation>
    </message>
    <message>
        <source>{side} takes {area}</source>
        <translation>{side}: conquista {area}</translation>
    </message>
    <message>
        <source>as the attacker takes the area</source>
        <translation>perché l&apos;attaccante conquista l&apos;area</translation>
    </message>
    <message>
        <source>the attacker takes the area</source>
        <translation>l&apos;attaccante conquista l&apos;area</translation>
    </message>
    <message>
        <source>no unit remains</source>
        <translation>non resta alcun pezzo</translation>
    </message>
    <message>
        <source>the assault on {area} goes on</source>
        <translation>l&apos;assalto a {area} continua</translation>
    </message>
    <message>
        <source>End the turn</source>
        <extracomment>the second place of a double order (the first is ``place``) ``place`` is a command block&apos;s area: the block is what glows whether ``place`` glows among the legal ones (not when a block may go almost anywhere: the whole map glowing would hide the rest)</extracomment>
        <translation>Termina il turno</translation>
    </message>
    <message>
        <source>End the move</source>
        <translation>Termina il movimento</translation>
    </message>
    <message>
        <source>Roll for the declared fire</source>
        <translation>Tira per il fuoco dichiarato</translation>
    </message>
    <message>
        <source>Keep the artillery where it is</source>
        <translation>Lascia l&apos;artiglieria dov&apos;è</translation>
    </message>
    <message>
        <source>Pass (the disc stays on the block)</source>
        <translation>Passare (il disco resta sul blocco)</translation>
    </message>
    <message>
        <source>Forced pass: set a black disc aside</source>
        <translation>Passare obbligatoriamente: metti da parte un disco nero</translation>
    </message>
    <message>
        <source>Fight the assaults now</source>
        <translation>Combatti ora gli assalti</translation>
    </message>
    <message>
        <source>Artillery fire</source>
        <translation>Fuoco dell&apos;Artiglieria</translation>
    </message>
    <message>
        <source>Concede the battle</source>
        <translation>Concedi la battaglia</translation>
    </message>
    <message>
        <source>Place the command block of value {value} in {place}</source>
        <extracomment>more places a block may go to than this, and they don&apos;t glow (the prompt says where): however many values are left, one or eight (R-BLK-1) the labels of choices by verb (describe), each a said() template</extracomment>
        <translation>Piazza il blocco di comando di valore {value} in {place}</translation>
    </message>
    <message>
        <source>Place the command block in {place}, of value:</source>
        <translation>Piazza il blocco di comando in {place}, di valore:</translation>
    </message>
    <message>
        <source>Remove your command block from {place}</source>
        <translation>Rimuovi il tuo blocco di comando da {place}</translation>
    </message>
    <message>
        <source>Issue an order from the block in {place}</source>
        <translation>Impartisci un ordine dal blocco in {place}</translation>
    </message>
    <message>
        <source>Double order: discs on the blocks in {place} and {second}</source>
        <translation>Doppio ordine: dischi sui blocchi in {place} e {second}</translation>
    </message>
    <message>
        <source>{unit} enters {area} from {box}</source>
        <translation>{unit} entra in {area} da {box}</translation>
    </message>
    <message>
        <source>Move the units in {place}</source>
        <translation>Muovi i pezzi in {place}</translation>
    </message>
    <message>
        <source>{unit} moves to {dest}</source>
        <translation>{unit} si muove in {dest}</translation>
    </message>
    <message>
        <source>{unit} moves to {dest}, carrying {n} cube</source>
        <translation>{unit} si muove in {dest} portando {n} cubo</translation>
    </message>
    <message>
        <source>{unit} moves to {dest}, carrying {n} cubes</source>
        <translation>{unit} si muove in {dest} portando {n} cubi</translation>
    </message>
    <message>
        <source>{unit} fires at the infantry in {area}</source>
        <translation>{unit} spara alla fanteria in {area}</translation>
    </message>
    <message>
        <source>{unit} fires at the cavalry in {area}</source>
        <translation>{unit} spara alla cavalleria in {area}</translation>
    </message>
    <message>
        <source>{unit} fires at the infantry and cavalry in {area}</source>
        <translation>{unit} spara alla fanteria e alla cavalleria in {area}</translation>
    </message>
    <message>
        <source>{unit} fires at the artillery in {area}</source>
        <translation>{unit} spara all&apos;artiglieria in {area}</translation>
    </message>
    <message>
        <source>Move a {colour} cube from {origin} to {dest}</source>
        <translation>Sposta un cubo danno ({colour}) da {origin} a {dest}</translation>
    </message>
    <message>
        <source>Reorganize {place}: remove its disruption marker</source>
        <translation>Riorganizza {place}: rimuovi il segnalino Interruzione</translation>
    </message>
    <message>
        <source>Remove the artillery-fire marker in {place}</source>
        <translation>Rimuovi il segnalino Fuoco dell&apos;Artiglieria in {place}</translation>
    </message>
    <message>
        <source>Take the artillery-fire marker from {place}</source>
        <translation>Prendi il segnalino Fuoco dell&apos;Artiglieria da {place}</translation>
    </message>
    <message>
        <source>Fight the assault in {place} next</source>
        <translation>Combatti poi l&apos;assalto in {place}</translation>
    </message>
    <message>
        <source>Entrench in {area} facing {border}</source>
        <translation>Costruisci una trincea in {area} verso {border}</translation>
    </message>
    <message>
        <source>Turn an entrenchment in {area} from {old} to face {new}</source>
        <translation>Sposta una trincea in {area} da {old} verso {new}</translation>
    </message>
    <message>
        <source>Remove the marker in {area} facing {border}</source>
        <translation>Rimuovi il segnalino in {area} rivolto verso {border}</translation>
    </message>
    <message>
        <source>{unit} retreats to {dest}</source>
        <translation>{unit} si ritira in {dest}</translation>
    </message>
    <message>
        <source>{unit} retreats through {via} to {dest}</source>
        <translation>{unit} si ritira attraverso {via} in {dest}</translation>
    </message>
    <message>
        <source>{unit} retreats damaged (on its side) to {dest}</source>
        <translation>{unit} si ritira danneggiata (sul fianco) in {dest}</translation>
    </message>
    <message>
        <source>{unit} retreats damaged (on its side) through {via} to {dest}</source>
        <translation>{unit} si ritira danneggiata (sul fianco) attraverso {via} in {dest}</translation>
    </message>
    <message>
        <source>{unit} withdraws undamaged to {dest}</source>
        <translation>{unit} ripiega senza danni in {dest}</translation>
    </message>
    <message>
        <source>{unit} withdraws undamaged through {via} to {dest}</source>
        <translation>{unit} ripiega senza danni attraverso {via} in {dest}</translation>
    </message>
    <message>
        <source>{unit} takes the cube</source>
        <translation>{unit} riceve il cubo</translation>
    </message>
    <message>
        <source>{unit} retreats instead of taking the cube</source>
        <translation>{unit} si ritira invece di ricevere il cubo</translation>
    </message>
    <message>
        <source>{unit} falls back</source>
        <translation>{unit} ripiega</translation>
    </message>
    <message>
        <source>{unit} takes the hit</source>
        <translation>{unit} subisce il colpo</translation>
    </message>
    <message>
        <source>A {colour} cube</source>
        <translation>Un cubo danno ({colour})</translation>
    </message>
    <message>
        <source>{button}: the assaults are fought (dice)</source>
        <translation>{button}: si combattono gli assalti (dadi)</translation>
    </message>
    <message>
        <source>{unit}: choose where (highlighted), or Esc</source>
        <extracomment>what the window says while a pick waits for its second click, and the label of the entry that starts a double order&apos;s (R-ORD-2)</extracomment>
        <translation>{unit}: scegli dove (evidenziato), oppure Esc</translation>
    </message>
    <message>
        <source>Double order: now click the block that takes the second disc (it may be the same one)</source>
        <translation>Doppio ordine: ora fai clic sul blocco che riceve il secondo disco (può essere lo stesso)</translation>
    </message>
    <message>
        <source>Double order: a disc on the block in {place}, then choose the second block</source>
        <translation>Doppio ordine: un disco sul blocco in {place}, poi scegli il secondo blocco</translation>
    </message>
    <message>
        <source>No double order with {place}: choose a highlighted block, or Esc (R-ORD-2)</source>
        <translation>Nessun doppio ordine con {place}: scegli un blocco evidenziato, oppure Esc (R-ORD-2)</translation>
    </message>
    <message>
        <source>{what}: the block leaves the map with all its discs (R-BLK-3). Click it again or press Enter to confirm, Esc to step back.</source>
        <extracomment>what the window says while a step waits for its confirmation, and its Confirm button&apos;s tooltip, by the reason (``confirm_reason``); &quot;turn&quot; has one more pair for a turn of the other side (the hot seat&apos;s roller)</extracomment>
        <translation>{what}: il blocco lascia la mappa con tutti i suoi dischi (R-BLK-3). Fai di nuovo clic o premi Invio per confermare, Esc per tornare indietro.</translation>
    </message>
    <message>
        <source>The block and its discs leave the map (Enter)</source>
        <translation>Il blocco e i suoi dischi lasciano la mappa (Invio)</translation>
    </message>
    <message>
        <source>{what}: a command block leaves the map with its discs (R-BLK-4). Click it again or press Enter to confirm, Esc to step back.</source>
        <translation>{what}: un blocco di comando lascia la mappa con i suoi dischi (R-BLK-4). Fai di nuovo clic o premi Invio per confermare, Esc per tornare indietro.</translation>
    </message>
    <message>
        <source>A command block and its discs leave the map (Enter)</source>
        <translation>Un blocco di comando e i suoi dischi lasciano la mappa (Invio)</translation>
    </message>
    <message>
        <source>{what}: this ends your turn (R-ACT-1). Click it again or press Enter to confirm, Esc to step back.</source>
        <translation>{what}: così termina il tuo turno (R-ACT-1). Fai di nuovo clic o premi Invio per confermare, Esc per tornare indietro.</translation>
    </message>
    <message>
        <source>This ends your turn (Enter)</source>
        <translation>Così termina il tuo turno (Invio)</translation>
    </message>
    <message>
        <source>{what}: this ends the {side} turn (R-ACT-1). Click it again or press Enter to confirm, Esc to step back.</source>
        <translation>{what}: così termina il turno della fazione {side} (R-ACT-1). Fai di nuovo clic o premi Invio per confermare, Esc per tornare indietro.</translation>
    </message>
    <message>
        <source>This ends the {side} turn (Enter)</source>
        <translation>Così termina il turno della fazione {side} (Invio)</translation>
    </message>
    <message>
        <source>{what}? Click it again or press Enter to place the block there, Esc to step back (R-BLK-1).</source>
        <translation>{what}? Fai di nuovo clic o premi Invio per piazzarvi il blocco, Esc per tornare indietro (R-BLK-1).</translation>
    </message>
    <message>
        <source>The block goes there (Enter)</source>
        <translation>Il blocco va lì (Invio)</translation>
    </message>
    <message>
        <source>{what}: dice will be rolled, so this can&apos;t be taken back. Click it again or press Enter to confirm, Esc to step back.</source>
        <translation>{what}: si tirano i dadi, quindi non si potrà annullare. Fai di nuovo clic o premi Invio per confermare, Esc per tornare indietro.</translation>
    </message>
    <message>
        <source>Dice will be rolled: this can&apos;t be taken back (Enter)</source>
        <translation>Si tirano i dadi: non si potrà annullare (Invio)</translation>
    </message>
    <message>
        <source>places a command block of value {value} in {place}</source>
        <extracomment>an action in the log&apos;s words, by verb: {0}, {1}, {2} are its words as players read them (names for ids); the state is not needed, so a replayed or loaded game reads the same (``spoken``)</extracomment>
        <translation>piazza un blocco di comando di valore {value} in {place}</translation>
    </message>
    <message>
        <source>removes its command block from {place}</source>
        <translation>rimuove il proprio blocco di comando da {place}</translation>
    </message>
    <message>
        <source>issues an order from the block in {place}</source>
        <translation>impartisce un ordine dal blocco in {place}</translation>
    </message>
    <message>
        <source>issues a double order from the blocks in {place} and {second}</source>
        <translation>impartisce un doppio ordine dai blocchi in {place} e {second}</translation>
    </message>
    <message>
        <source>takes a forced pass</source>
        <translation>passa obbligatoriamente</translation>
    </message>
    <message>
        <source>brings {unit} out of its entry box</source>
        <translation>fa uscire {unit} dalla sua Entry box</translation>
    </message>
    <message>
        <source>ends the turn</source>
        <translation>termina il turno</translation>
    </message>
    <message>
        <source>concedes the battle</source>
        <translation>concede la battaglia</translation>
    </message>
    <message>
        <source>orders the units in {place} to move</source>
        <translation>ordina ai pezzi in {place} di muoversi</translation>
    </message>
    <message>
        <source>moves {unit} to {dest}</source>
        <translation>muove {unit} in {dest}</translation>
    </message>
    <message>
        <source>moves {unit} to {dest}, carrying {n} cube</source>
        <translation>muove {unit} in {dest} portando {n} cubo</translation>
    </message>
    <message>
        <source>moves {unit} to {dest}, carrying {n} cubes</source>
        <translation>muove {unit} in {dest} portando {n} cubi</translation>
    </message>
    <message>
        <source>ends the move</source>
        <translation>termina il movimento</translation>
    </message>
    <message>
        <source>fights the assaults now</source>
        <translation>combatte ora gli assalti</translation>
    </message>
    <message>
        <source>orders artillery fire</source>
        <translation>ordina il fuoco dell&apos;artiglieria</translation>
    </message>
    <message>
        <source>declares {unit} firing at the {aim} in {area}</source>
        <translation>dichiara che {unit} spara contro {aim} in {area}</translation>
    </message>
    <message>
        <source>rolls for the declared fire</source>
        <translation>tira per il fuoco dichiarato</translation>
    </message>
    <message>
        <source>moves a {colour} cube from {origin} to {dest}</source>
        <translation>sposta un cubo danno ({colour}) da {origin} a {dest}</translation>
    </message>
    <message>
        <source>reorganizes {place}</source>
        <translation>riorganizza {place}</translation>
    </message>
    <message>
        <source>entrenches in {area} facing {border}</source>
        <translation>costruisce una trincea in {area} verso {border}</translation>
    </message>
    <message>
        <source>turns an entrenchment in {area} from {old} to face {new}</source>
        <translation>sposta una trincea in {area} da {old} verso {new}</translation>
    </message>
    <message>
        <source>removes the artillery-fire marker in {place}</source>
        <translation>rimuove il segnalino Fuoco dell&apos;Artiglieria in {place}</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>passa</translation>
    </message>
    <message>
        <source>fights the assault in {place} next</source>
        <translation>combatte poi l&apos;assalto in {place}</translation>
    </message>
    <message>
        <source>gives the cube to {unit}</source>
        <translation>assegna il cubo a {unit}</translation>
    </message>
    <message>
        <source>takes the hit as a {colour} cube</source>
        <translation>subisce il colpo come cubo danno ({colour})</translation>
    </message>
    <message>
        <source>has {unit} retreat instead of taking the cube</source>
        <translation>fa ritirare {unit} invece di ricevere il cubo</translation>
    </message>
    <message>
        <source>retreats {unit} to {dest}</source>
        <translation>ritira {unit} in {dest}</translation>
    </message>
    <message>
        <source>retreats {unit} through {via} to {dest}</source>
        <translation>ritira {unit} attraverso {via} in {dest}</translation>
    </message>
    <message>
        <source>withdraws {unit} to {dest} undamaged</source>
        <translation>fa ripiegare {unit} senza danni in {dest}</translation>
    </message>
    <message>
        <source>withdraws {unit} through {via} to {dest} undamaged</source>
        <translation>fa ripiegare {unit} senza danni attraverso {via} in {dest}</translation>
    </message>
    <message>
        <source>keeps the artillery where it is</source>
        <translation>lascia l&apos;artiglieria dov&apos;è</translation>
    </message>
    <message>
        <source>has {unit} fall back</source>
        <translation>fa ripiegare {unit}</translation>
    </message>
    <message>
        <source>gives the hit to {unit}</source>
        <translation>assegna il colpo a {unit}</translation>
    </message>
    <message>
        <source>chooses a {colour} cube</source>
        <translation>sceglie un cubo danno ({colour})</translation>
    </message>
    <message>
        <source>takes the artillery-fire marker from {place}</source>
        <translation>prende il segnalino Fuoco dell&apos;Artiglieria da {place}</translation>
    </message>
    <message>
        <source>removes the marker in {area} facing {border}</source>
        <translation>rimuove il segnalino in {area} rivolto verso {border}</translation>
    </message>
    <message>
        <source>infantry</source>
        <extracomment>how the aim of long-range fire reads in the log</extracomment>
        <translation>fanteria</translation>
    </message>
    <message>
        <source>machine guns</source>
        <translation>mitragliatrici</translation>
    </message>
    <message>
        <source>light artillery</source>
        <translation>artiglieria leggera</translation>
    </message>
    <message>
        <source>heavy artillery</source>
        <translation>artiglieria pesante</translation>
    </message>
    <message>
        <source>light</source>
        <translation>leggera</translation>
    </message>
    <message>
        <source>heavy</source>
        <translation>pesante</translation>
    </message>
    <message>
        <source>open</source>
        <translation>scoperto</translation>
    </message>
    <message>
        <source>bunker</source>
        <translation>bunker</translation>
    </message>
    <message>
        <source>bushes</source>
        <translation>cespugli</translation>
    </message>
    <message>
        <source>building</source>
        <translation>edificio</translation>
    </message>
    <message>
        <source>hill</source>
        <translation>collina</translation>
    </message>
    <message>
        <source>swamp</source>
        <translation>palude</translation>
    </message>
    <message>
        <source>ford</source>
        <translation>guado</translation>
    </message>
    <message>
        <source>bridge</source>
        <translation>ponte</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>muro</translation>
    </message>
    <message>
        <source>trench</source>
        <translation>trincea</translation>
    </message>
    <message>
        <source>Schlachten im Finsterland</source>
        <translation>Schlachten im Finsterland</translation>
    </message>
    <message>
        <source>Play-test started on {table}: the {south} (South) against the {north} (North); each side first places its units in its zone (FL-SETUP-3)</source>
        <translation>Partita di prova iniziata su {table}: {south} (Sud) contro {north} (Nord); ogni parte schiera prima le sue unità nella sua zona (FL-SETUP-3)</translation>
    </message>
    <message>
        <source>gentle hill</source>
        <extracomment>the kinds an author draws (T4), areas first, then lines (a line&apos;s width: a new one&apos;s)</extracomment>
        <translation>collina dolce</translation>
    </message>
    <message>
        <source>steep hill</source>
        <translation>collina ripida</translation>
    </message>
    <message>
        <source>wood</source>
        <extracomment>the kinds an author draws, areas first, then lines (a line&apos;s width: a new one&apos;s)</extracomment>
        <translation>bosco</translation>
    </message>
    <message>
        <source>marsh</source>
        <translation>palude</translation>
    </message>
    <message>
        <source>rough ground</source>
        <translation>terreno accidentato</translation>
    </message>
    <message>
        <source>built-up area</source>
        <translation>abitato</translation>
    </message>
    <message>
        <source>waterway</source>
        <translation>via d&apos;acqua</translation>
    </message>
    <message>
        <source>crest</source>
        <translation>cresta</translation>
    </message>
    <message>
        <source>Play-test started on {table}: the {union} against the {confederate}, standing as in the meeting engagement (BB-SETUP-5)</source>
        <translation>Partita di prova iniziata su {table}: {union} contro {confederate}, schierati come nello scontro d&apos;incontro (BB-SETUP-5)</translation>
    </message>
    <message>
        <source>fence</source>
        <translation>staccionata</translation>
    </message>
    <message>
        <source>command staff</source>
        <translation>stato maggiore</translation>
    </message>
    <message>
        <source>explosion</source>
        <translation>esplosione</translation>
    </message>
    <message>
        <source>models at the start x M</source>
        <extracomment>the terms of a morale test (rules/morale.py ``terms``, T12) in the log&apos;s words</extracomment>
        <translation>modelli all&apos;inizio x M</translation>
    </message>
    <message>
        <source>complete ranks behind the first</source>
        <translation>righe complete dietro la prima</translation>
    </message>
    <message>
        <source>charged</source>
        <translation>ha caricato</translation>
    </message>
    <message>
        <source>specialist</source>
        <translation>specialista</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>perdite</translation>
    </message>
    <message>
        <source>attacked in the flank</source>
        <translation>attaccata sul fianco</translation>
    </message>
    <message>
        <source>attacked in the rear</source>
        <translation>attaccata alle spalle</translation>
    </message>
    <message>
        <source>psychology</source>
        <translation>psicologia</translation>
    </message>
    <message>
        <source>broken through</source>
        <translation>sfondata</translation>
    </message>
    <message>
        <source>{what} {value}</source>
        <translation>{what} {value}</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>armour {value}, structure {n}</source>
        <translation>corazza {value}, struttura {n}</translation>
    </message>
    <message>
        <source>armour {value}</source>
        <translation>corazza {value}</translation>
    </message>
    <message>
        <source>{attacker} on {target}: {n} gun(s) touched, destroyed</source>
        <translation>{attacker} contro {target}: {n} pezzo/i toccato/i, distrutto/i</translation>
    </message>
    <message>
        <source>rams {n} at its front</source>
        <translation>sperona {n} sul suo fronte</translation>
    </message>
    <message>
        <source>{n} touching</source>
        <translation>{n} a contatto</translation>
    </message>
    <message>
        <source>{count} + {n} behind</source>
        <translation>{count} + {n} dietro</translation>
    </message>
    <message>
        <source>({count}) x {treffer}</source>
        <translation>({count}) x {treffer}</translation>
    </message>
    <message>
        <source>{attacker} on {target}: {count} = {hits}</source>
        <translation>{attacker} contro {target}: {count} = {hits}</translation>
    </message>
    <message>
        <source>{line}; {cover} -{n} -&gt; {left}</source>
        <translation>{line}; {cover} -{n} -&gt; {left}</translation>
    </message>
    <message>
        <source>{line}; F armour holds -&gt; 0</source>
        <translation>{line}; la corazza F regge -&gt; 0</translation>
    </message>
    <message>
        <source>{hits} ignored: {armour} and no Treffer F</source>
        <translation>{hits} ignorati: {armour} e nessun Treffer F</translation>
    </message>
    <message>
        <source>{hits} + {held} held = {pool}</source>
        <translation>{hits} + {held} trattenuti = {pool}</translation>
    </message>
    <message>
        <source>{text}, {armour}: {n} knocked out</source>
        <translation>{text}, {armour}: {n} abbattuti</translation>
    </message>
    <message>
        <source>{text}, {n} taken off</source>
        <translation>{text}, {n} rimossi</translation>
    </message>
    <message>
        <source>{text}, at most {limit}: {n} hits lost</source>
        <translation>{text}, al massimo {limit}: {n} colpi persi</translation>
    </message>
    <message>
        <source>{text}, {n} held to the end of the round</source>
        <translation>{text}, {n} trattenuti fino alla fine del turno</translation>
    </message>
    <message>
        <source>{cover}: {models} x {each} = {hits}</source>
        <translation>{cover}: {models} x {each} = {hits}</translation>
    </message>
    <message>
        <source>{cover}: {hits} - {stopped} = {left}</source>
        <translation>{cover}: {hits} - {stopped} = {left}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <source>{first}; {next}</source>
        <translation>{first}; {next}</translation>
    </message>
    <message>
        <source>{groups} -&gt; {hits}</source>
        <translation>{groups} -&gt; {hits}</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>artiglieria</translation>
    </message>
    <message>
        <source>cavalry</source>
        <extracomment>a partial pick: a group chosen by a rubber band or a Shift-click, dragged next (&quot;group-U1-1,U1-2&quot;)</extracomment>
        <translation>cavalleria</translation>
    </message>
    <message>
        <source>infantry and cavalry</source>
        <translation>fanteria e cavalleria</translation>
    </message>
    <message>
        <source>places a command block in {place}</source>
        <translation>piazza un blocco di comando in {place}</translation>
    </message>
    <message>
        <source>The game is over: {why}</source>
        <extracomment>a rule id as the rulebook writes it (R-MOVE-7, R-FPASS, R-ASLT-10) the rule ids the reason rests on (for a unit of the side not deciding: the rule of what is asked, who decides)</extracomment>
        <translation>La partita è finita: {why}</translation>
    </message>
    <message>
        <source>{side}: {question} ({rule})</source>
        <translation>{side}: {question} ({rule})</translation>
    </message>
    <message>
        <source>{unit} cannot go to {place}: {reason}.</source>
        <translation>{unit} non può andare in {place}: {reason}.</translation>
    </message>
    <message>
        <source>{unit} is a {side} unit, and the {deciding} side decides now</source>
        <translation>{unit} è un pezzo della fazione {side}, e ora decide la fazione {deciding}</translation>
    </message>
    <message>
        <source>{reason}. {asked}</source>
        <translation>{reason}. {asked}</translation>
    </message>
    <message>
        <source>no blue disc is left in this period&apos;s order box: no order from a block (R-DISC-1, R-ORD-1)</source>
        <translation>nella casella Ordini di questo periodo non resta alcun disco blu: nessun ordine da un blocco (R-DISC-1, R-ORD-1)</translation>
    </message>
    <message>
        <source>the single-order box is empty and the double-order box holds fewer than 2 discs (R-DISC-2, R-ORD-2)</source>
        <translation>la casella Ordini Singoli è vuota e la casella Doppi Ordini ha meno di 2 dischi (R-DISC-2, R-ORD-2)</translation>
    </message>
    <message>
        <source>{unit} moves only by an order now: fight the assaults your free moves began, or issue a move order whose units join them (R-MOVE-8)</source>
        <translation>{unit} ora si muove solo con un ordine: combatti gli assalti iniziati dai tuoi movimenti liberi, oppure impartisci un ordine di movimento i cui pezzi si uniscano a essi (R-MOVE-8)</translation>
    </message>
    <message>
        <source>{unit} can&apos;t be ordered now: your action this turn is taken; only free moves out of entry boxes are left (R-ACT-1)</source>
        <translation>{unit} ora non può ricevere ordini: la tua azione di questo turno è già stata eseguita; restano solo i movimenti liberi dalle Entry box (R-ACT-1)</translation>
    </message>
    <message>
        <source>{unit} is not on the map (R-REIN-1)</source>
        <translation>{unit} non è sul tabellone (R-REIN-1)</translation>
    </message>
    <message>
        <source>{unit} moves or fights only by an order, from a command block of yours in {area} or next to it (R-ORD-1)</source>
        <translation>{unit} si muove o combatte solo con un ordine, da un tuo blocco di comando in {area} o in un&apos;area adiacente (R-ORD-1)</translation>
    </message>
    <message>
        <source>{unit} can move: click it, then a highlighted area (R-MOVE-1)</source>
        <translation>{unit} può muoversi: fai clic sul pezzo, poi su un&apos;area evidenziata (R-MOVE-1)</translation>
    </message>
    <message>
        <source>{unit}: first take an artillery-fire marker from the map: none is left in the supply (R-ART-6)</source>
        <translation>{unit}: prima prendi un segnalino Fuoco dell&apos;Artiglieria dal tabellone: nella riserva non ne resta nessuno (R-ART-6)</translation>
    </message>
    <message>
        <source>{unit}: first choose the assault fought next: click one of the areas entered (R-MOVE-8)</source>
        <translation>{unit}: prima scegli il prossimo assalto da combattere: fai clic su una delle aree in cui sono entrati i tuoi pezzi (R-MOVE-8)</translation>
    </message>
    <message>
        <source>{unit} is not in {area}, where this decision is (R-ASLT)</source>
        <translation>{unit} non è in {area}, dove si prende questa decisione (R-ASLT)</translation>
    </message>
    <message>
        <source>artillery never takes cubes (R-DMG-2)</source>
        <translation>l&apos;artiglieria non riceve mai cubi (R-DMG-2)</translation>
    </message>
    <message>
        <source>{unit} can&apos;t take this cube: it goes to an infantry or cavalry unit holding the fewest cubes, never to one it would eliminate while another could take it (R-DMG-2, R-DMG-6)</source>
        <translation>{unit} non può ricevere questo cubo: va a un pezzo di fanteria o cavalleria con il minor numero di cubi, mai a uno che eliminerebbe quando un altro potrebbe riceverlo (R-DMG-2, R-DMG-6)</translation>
    </message>
    <message>
        <source>{unit} can&apos;t take this cube: the cubes in {area} go to the defending units of their colour, within their limits (R-DMG-2, R-DMG-8)</source>
        <translation>{unit} non può ricevere questo cubo: i cubi in {area} vanno ai pezzi in difesa del loro colore, entro i loro limiti (R-DMG-2, R-DMG-8)</translation>
    </message>
    <message>
        <source>{unit}: a long-range hit is taken as a cube of a colour whose units in {area} can hold it (R-DMG-7)</source>
        <translation>{unit}: un colpo del fuoco a lunga distanza si subisce come cubo di un colore i cui pezzi in {area} possano tenerlo (R-DMG-7)</translation>
    </message>
    <message>
        <source>{unit} can&apos;t take this hit: an undamaged artillery unit in {area} takes it (R-ART-5)</source>
        <translation>{unit} non può subire questo colpo: lo subisce un pezzo di artiglieria non danneggiato in {area} (R-ART-5)</translation>
    </message>
    <message>
        <source>{unit} can&apos;t fall back: one of the attacking units in {area} falls back (R-ASLT-5)</source>
        <translation>{unit} non può ripiegare: ripiega uno dei pezzi attaccanti in {area} (R-ASLT-5)</translation>
    </message>
    <message>
        <source>{unit} is not the unit retreating now: {mover} retreats first ({rule})</source>
        <translation>{unit} non è il pezzo che si ritira ora: prima si ritira {mover} ({rule})</translation>
    </message>
    <message>
        <source>{unit} can&apos;t withdraw: only the defending artillery in {area} withdraws, to an area free of enemy units (R-ASLT-8)</source>
        <translation>{unit} non può ritirarsi senza danni: lo fa solo l&apos;artiglieria in difesa in {area}, verso un&apos;area senza pezzi nemici (R-ASLT-8)</translation>
    </message>
    <message>
        <source>{unit} can&apos;t ride off: only the artillery in {area} may follow the evading cavalry (R-ASLT-10)</source>
        <translation>{unit} non può andarsene con la cavalleria: solo l&apos;artiglieria in {area} può seguire la cavalleria che si sottrae (R-ASLT-10)</translation>
    </message>
    <message>
        <source>{unit}: the artillery left in {area} rides off undamaged or retreats damaged: choose with the buttons (R-ASLT-9)</source>
        <translation>{unit}: l&apos;artiglieria rimasta in {area} ripiega senza danni con la cavalleria o si ritira danneggiata: scegli con i pulsanti (R-ASLT-9)</translation>
    </message>
    <message>
        <source>{unit}: choose the colour of the cube the retreat leaves (R-RET-3, R-RET-4)</source>
        <translation>{unit}: scegli il colore del cubo lasciato dalla ritirata (R-RET-3, R-RET-4)</translation>
    </message>
    <message>
        <source>{unit}: click the border of the entrenchment marker that goes (R-ENT-5)</source>
        <translation>{unit}: fai clic sul confine del segnalino Trincea da rimuovere (R-ENT-5)</translation>
    </message>
    <message>
        <source>{unit} has no part in this decision ({rule})</source>
        <translation>{unit} non ha alcun ruolo in questa decisione ({rule})</translation>
    </message>
    <message>
        <source>{unit} can&apos;t leave {box}: no unit enters an area holding enemy units at night (R-TIME-4, R-REIN-3)</source>
        <translation>{unit} non può uscire da {box}: di notte nessun pezzo entra in un&apos;area con pezzi nemici (R-TIME-4, R-REIN-3)</translation>
    </message>
    <message>
        <source>{unit} can&apos;t leave {box}: artillery never enters an area holding enemy units (R-MOVE-4, R-REIN-3)</source>
        <translation>{unit} non può uscire da {box}: l&apos;artiglieria non entra mai in un&apos;area con pezzi nemici (R-MOVE-4, R-REIN-3)</translation>
    </message>
    <message>
        <source>{unit} can&apos;t leave {box} now: {passing} holds more than four units: first move one of them on (R-MOVE-5)</source>
        <translation>{unit} ora non può uscire da {box}: {passing} contiene più di quattro pezzi: prima muovine uno oltre (R-MOVE-5)</translation>
    </message>
    <message>
        <source>{unit} can&apos;t leave {box} now: the over-stacked area&apos;s units need the room to leave it with the second order (R-ORD-2)</source>
        <translation>{unit} ora non può uscire da {box}: i pezzi dell&apos;area sovraffollata hanno bisogno dello spazio per lasciarla con il secondo ordine (R-ORD-2)</translation>
    </message>
    <message>
        <source>{unit} can&apos;t leave {box}: {area} holds four units of its side already (R-MOVE-5, R-REIN-3)</source>
        <translation>{unit} non può uscire da {box}: {area} contiene già quattro pezzi della sua fazione (R-MOVE-5, R-REIN-3)</translation>
    </message>
    <message>
        <source>{unit} can&apos;t leave {box} into {area} at this moment: free moves are made during the side&apos;s own turn, before, with or after its action (R-REIN-3, R-ACT-1)</source>
        <translation>{unit} in questo momento non può uscire da {box} verso {area}: i movimenti liberi si fanno durante il turno della propria fazione, prima, durante o dopo la sua azione (R-REIN-3, R-ACT-1)</translation>
    </message>
    <message>
        <source>only artillery fires: {unit} is not artillery (R-ART-1)</source>
        <translation>spara solo l&apos;artiglieria: {unit} non è artiglieria (R-ART-1)</translation>
    </message>
    <message>
        <source>{unit} has declared its fire already (R-ART-4)</source>
        <translation>il fuoco di {unit} è già stato dichiarato (R-ART-4)</translation>
    </message>
    <message>
        <source>artillery never fires out of an entry box (R-REIN-3)</source>
        <translation>l&apos;artiglieria non spara mai da una Entry box (R-REIN-3)</translation>
    </message>
    <message>
        <source>no artillery fires at night (R-ART-8)</source>
        <translation>di notte l&apos;artiglieria non spara (R-ART-8)</translation>
    </message>
    <message>
        <source>{unit} is out of reach of this order: artillery fires from {area} or the areas around it (R-ART-1)</source>
        <translation>{unit} è fuori dalla portata di questo ordine: l&apos;artiglieria spara da {area} o dalle aree intorno (R-ART-1)</translation>
    </message>
    <message>
        <source>{unit} can&apos;t join this fire: the artillery of two areas at most fires with one order (R-ART-1)</source>
        <translation>{unit} non può unirsi a questo fuoco: con un ordine spara l&apos;artiglieria di due aree al massimo (R-ART-1)</translation>
    </message>
    <message>
        <source>{unit} has no target: no enemy unit in range and in sight (R-ART-2, R-ART-3)</source>
        <translation>{unit} non ha bersagli: nessun pezzo nemico a tiro e in vista (R-ART-2, R-ART-3)</translation>
    </message>
    <message>
        <source>no order can come from {place} now: fight the assaults your free moves began, or issue a move order whose units join them (R-MOVE-8)</source>
        <translation>ora nessun ordine può partire da {place}: combatti gli assalti iniziati dai tuoi movimenti liberi, oppure impartisci un ordine di movimento i cui pezzi si uniscano a essi (R-MOVE-8)</translation>
    </message>
    <message>
        <source>your action this turn is taken: move units out of entry boxes, or end the turn (R-ACT-1)</source>
        <translation>la tua azione di questo turno è già stata eseguita: fai uscire pezzi dalle Entry box, oppure termina il turno (R-ACT-1)</translation>
    </message>
    <message>
        <source>the block in {place} holds as many discs as its value (R-ORD-1), and {why}</source>
        <translation>il blocco in {place} ha tanti dischi quanto il suo valore (R-ORD-1), e {why}</translation>
    </message>
    <message>
        <source>{place} holds {side} units: a command block goes only where no enemy unit stands (R-BLK-1)</source>
        <translation>{place} contiene pezzi della fazione {side}: un blocco di comando va solo dove non c&apos;è alcun pezzo nemico (R-BLK-1)</translation>
    </message>
    <message>
        <source>{place} holds a {side} command block: one block per place (R-BLK-1)</source>
        <translation>{place} contiene un blocco di comando ({side}): un solo blocco per luogo (R-BLK-1)</translation>
    </message>
    <message>
        <source>the block in {place} holds as many discs as its value: no order from it (R-ORD-1)</source>
        <translation>il blocco in {place} ha tanti dischi quanto il suo valore: non può dare altri ordini (R-ORD-1)</translation>
    </message>
    <message>
        <source>all your command blocks are on the map: remove one before you place one in {place} (R-BLK-1, R-BLK-2)</source>
        <translation>tutti i tuoi blocchi di comando sono sul tabellone: rimuovine uno prima di piazzarne uno in {place} (R-BLK-1, R-BLK-2)</translation>
    </message>
    <message>
        <source>none of your command blocks can go to {place} now (R-BLK-1)</source>
        <translation>nessuno dei tuoi blocchi di comando può andare ora in {place} (R-BLK-1)</translation>
    </message>
    <message>
        <source>choose a unit first, then where it goes: the units of {area} move (R-MOVE-1, R-ORD-1)</source>
        <translation>scegli prima un pezzo, poi dove va: si muovono i pezzi di {area} (R-MOVE-1, R-ORD-1)</translation>
    </message>
    <message>
        <source>choose a firing artillery unit first, then its target (R-ART-1, R-ART-4)</source>
        <translation>scegli prima un pezzo di artiglieria che spara, poi il suo bersaglio (R-ART-1, R-ART-4)</translation>
    </message>
    <message>
        <source>{place} holds no artillery-fire marker to take (R-ART-6)</source>
        <translation>in {place} non c&apos;è alcun segnalino Fuoco dell&apos;Artiglieria da prendere (R-ART-6)</translation>
    </message>
    <message>
        <source>no assault waits in {place}: the assaults to fight are in {areas} (R-MOVE-8)</source>
        <translation>in {place} non c&apos;è alcun assalto in sospeso: gli assalti da combattere sono in {areas} (R-MOVE-8)</translation>
    </message>
    <message>
        <source>{unit} cannot retreat to {place}: an attacking unit retreats to the area it came from (R-RET-1)</source>
        <translation>{unit} non può ritirarsi in {place}: un pezzo attaccante si ritira nell&apos;area da cui era venuto (R-RET-1)</translation>
    </message>
    <message>
        <source>{unit} cannot retreat to {place}: a defender retreats next to {area}, near a block of its side, not into enemy units nor where the attackers came from (R-RET-2, R-RET-3)</source>
        <translation>{unit} non può ritirarsi in {place}: un difensore si ritira in un&apos;area adiacente a {area}, vicino a un blocco della sua fazione, non tra pezzi nemici né da dove sono venuti gli attaccanti (R-RET-2, R-RET-3)</translation>
    </message>
    <message>
        <source>the artillery cannot withdraw to {place}: it withdraws to an area next to {area} without enemy units, as a retreat goes (R-ASLT-8, R-RET-2)</source>
        <translation>l&apos;artiglieria non può ripiegare in {place}: ripiega, come in una ritirata, in un&apos;area adiacente a {area} senza pezzi nemici (R-ASLT-8, R-RET-2)</translation>
    </message>
    <message>
        <source>the artillery follows the cavalry&apos;s own path or stays: {place} is not on it (R-ASLT-10)</source>
        <translation>l&apos;artiglieria segue il percorso della cavalleria oppure resta: {place} non è su quel percorso (R-ASLT-10)</translation>
    </message>
    <message>
        <source>the artillery cannot go to {place}: it rides off with the cavalry or retreats damaged (R-ASLT-9)</source>
        <translation>l&apos;artiglieria non può andare in {place}: ripiega senza danni con la cavalleria o si ritira danneggiata (R-ASLT-9)</translation>
    </message>
    <message>
        <source>click a unit in {area}: the decision is about its units ({rule})</source>
        <translation>fai clic su un pezzo in {area}: la decisione riguarda i pezzi di quell&apos;area ({rule})</translation>
    </message>
    <message>
        <source>choose a colour (a unit of that colour in {area}, or a button): {place} is not part of it ({rule})</source>
        <translation>scegli un colore (un pezzo di quel colore in {area}, oppure un pulsante): {place} non c&apos;entra ({rule})</translation>
    </message>
    <message>
        <source>click the border of the marker in {area} that goes (R-ENT-5)</source>
        <translation>fai clic sul confine del segnalino in {area} da rimuovere (R-ENT-5)</translation>
    </message>
    <message>
        <source>{place} has no part in this decision ({rule})</source>
        <translation>{place} non ha alcun ruolo in questa decisione ({rule})</translation>
    </message>
    <message>
        <source>{what} is out of reach of this order: it goes to the units of {disc} or of an area next to it (R-ORD-1)</source>
        <translation>{what} è fuori dalla portata di questo ordine: vale per i pezzi di {disc} o di un&apos;area adiacente (R-ORD-1)</translation>
    </message>
    <message>
        <source>{what} is in an entry box: its units leave it by free moves, not by an order (R-REIN-3)</source>
        <translation>{what} è in una Entry box: i pezzi che vi si trovano ne escono con movimenti liberi, non con un ordine (R-REIN-3)</translation>
    </message>
    <message>
        <source>{area} holds none of your units to order (R-ORD-1)</source>
        <translation>{area} non contiene alcun tuo pezzo a cui dare un ordine (R-ORD-1)</translation>
    </message>
    <message>
        <source>the units in {area} wait for their assault (R-MOVE-8)</source>
        <translation>i pezzi in {area} attendono il loro assalto (R-MOVE-8)</translation>
    </message>
    <message>
        <source>{what} cannot leave {area}: {why}</source>
        <translation>{what} non può lasciare {area}: {why}</translation>
    </message>
    <message>
        <source>the units in {area} cannot leave: {why}</source>
        <translation>i pezzi in {area} non possono andarsene: {why}</translation>
    </message>
    <message>
        <source>click the area {area} to order its units to move, or choose another order above (R-ORD-1, R-ORD-3)</source>
        <translation>fai clic sull&apos;area {area} per ordinare ai suoi pezzi di muoversi, oppure scegli un altro ordine qui sopra (R-ORD-1, R-ORD-3)</translation>
    </message>
    <message>
        <source>a second order that joins the assaults moves units into them: the units of {area} can&apos;t (R-ORD-2, R-MOVE-8)</source>
        <translation>un secondo ordine che si unisce agli assalti vi fa entrare dei pezzi: i pezzi di {area} non possono farlo (R-ORD-2, R-MOVE-8)</translation>
    </message>
    <message>
        <source>the units in {area} have nowhere to move: every area next to it is full, or holds enemy units they may not enter (R-MOVE-2, R-MOVE-4, R-MOVE-5, R-TIME-4)</source>
        <translation>i pezzi in {area} non hanno dove muoversi: ogni area adiacente è piena, oppure contiene pezzi nemici e non vi possono entrare (R-MOVE-2, R-MOVE-4, R-MOVE-5, R-TIME-4)</translation>
    </message>
    <message>
        <source>{unit} leaves {box} only into {area} (R-REIN-3)</source>
        <translation>{unit} può uscire da {box} solo verso {area} (R-REIN-3)</translation>
    </message>
    <message>
        <source>{unit} can&apos;t fire at {place}: out of range or out of sight, or no enemy unit there (R-ART-2, R-ART-3)</source>
        <translation>{unit} non può sparare su {place}: fuori tiro o non in vista, oppure lì non c&apos;è alcun pezzo nemico (R-ART-2, R-ART-3)</translation>
    </message>
    <message>
        <source>{unit} cannot go to {place} now: {why}</source>
        <translation>{unit} ora non può andare in {place}: {why}</translation>
    </message>
    <message>
        <source>no entrenchment along the border of {area} and {other}: a marker goes in an area of your units this order reaches (R-ENT-1)</source>
        <translation>nessuna trincea lungo il confine tra {area} e {other}: un segnalino va in un&apos;area con tuoi pezzi raggiunta da questo ordine (R-ENT-1)</translation>
    </message>
    <message>
        <source>a second order that joins the assaults moves units: no entrenchment now (R-ORD-2)</source>
        <translation>un secondo ordine che si unisce agli assalti muove pezzi: ora niente trincee (R-ORD-2)</translation>
    </message>
    <message>
        <source>{area} holds two entrenchment markers already (R-ENT-1)</source>
        <translation>{area} contiene già due segnalini Trincea (R-ENT-1)</translation>
    </message>
    <message>
        <source>no entrenchment marker is left in the supply (R-ENT-1, R-COMP)</source>
        <translation>nella riserva non resta alcun segnalino Trincea (R-ENT-1, R-COMP)</translation>
    </message>
    <message>
        <source>no marker in {area} faces {other}: click the border of one that does (R-ENT-5)</source>
        <translation>nessun segnalino in {area} è rivolto verso {other}: fai clic sul confine di uno che lo sia (R-ENT-5)</translation>
    </message>
    <message>
        <source>borders are chosen only for entrenchments, by an order (R-ENT-1, R-ENT-2)</source>
        <translation>i confini si scelgono solo per le trincee, con un ordine (R-ENT-1, R-ENT-2)</translation>
    </message>
    <message>
        <source>{unit} is a {side} unit, and the {deciding} side decides now. {asked}</source>
        <translation>{unit} è un pezzo della fazione {side}, e ora decide la fazione {deciding}. {asked}</translation>
    </message>
    <message>
        <source>the cube supply is exhausted</source>
        <translation>la riserva di cubi danno è esaurita</translation>
    </message>
    <message>
        <source>no {colour} cube is left: {unit} is removed</source>
        <translation>non resta alcun cubo danno ({colour}): {unit} viene rimosso</translation>
    </message>
    <message>
        <source>{side}&apos;s {n} set-aside command block is available again ({values})</source>
        <translation>{side}: {n} blocco di comando messo da parte torna disponibile ({values})</translation>
    </message>
    <message>
        <source>{side}&apos;s {n} set-aside command block is available again</source>
        <translation>{side}: {n} blocco di comando messo da parte torna disponibile</translation>
    </message>
    <message>
        <source>{unit} takes a cube ({n})</source>
        <translation>{unit} riceve un cubo ({n})</translation>
    </message>
    <message>
        <source>{n} cubes</source>
        <translation>{n} cubi</translation>
    </message>
    <message>
        <source>{unit} retreats instead of taking a cube</source>
        <translation>{unit} si ritira invece di ricevere un cubo</translation>
    </message>
    <message>
        <source>cavalry evades a cube</source>
        <translation>la cavalleria evita un cubo</translation>
    </message>
    <message>
        <source>{n} cube hits your units in {area}: choose the unit that takes it</source>
        <translation>{n} cubo danno inflitto ai tuoi pezzi in {area}: scegli il pezzo che lo riceve</translation>
    </message>
    <message>
        <source>{n} cubes hit your units in {area}: choose the unit that takes the next one</source>
        <translation>{n} cubi danno inflitti ai tuoi pezzi in {area}: scegli il pezzo che riceve il prossimo</translation>
    </message>
    <message>
        <source>assign the {colour} cubes already in {area} to your defending units ({n} left)</source>
        <translation>assegna i cubi danno ({colour}) già presenti in {area} ai tuoi pezzi in difesa (ne restano {n})</translation>
    </message>
    <message>
        <source>cavalry evades the cube</source>
        <translation>la cavalleria evita il cubo</translation>
    </message>
    <message>
        <source>long-range fire hits your units in {area}: choose the colour of the cube</source>
        <translation>il fuoco a lunga distanza colpisce i tuoi pezzi in {area}: scegli il colore del cubo</translation>
    </message>
    <message>
        <source>a cube is placed in {area}: choose its colour</source>
        <translation>un cubo danno viene piazzato in {area}: scegline il colore</translation>
    </message>
    <message>
        <source>no effect</source>
        <extracomment>How a table result reads in the log.</extracomment>
        <translation>nessun effetto</translation>
    </message>
    <message>
        <source>1 cube</source>
        <translation>1 cubo</translation>
    </message>
    <message>
        <source>M (morale check)</source>
        <translation>M (verifica del morale)</translation>
    </message>
    <message>
        <source>D (disruption)</source>
        <translation>I (interruzione)</translation>
    </message>
    <message>
        <source>R (retreat)</source>
        <translation>R (ritirata)</translation>
    </message>
    <message>
        <source>E (eliminated)</source>
        <translation>E (eliminato)</translation>
    </message>
    <message>
        <source>C (counter-attack)</source>
        <translation>C (contrattacco)</translation>
    </message>
    <message>
        <source>armour {armour}: {n} knocked out, {left} of {structure} left</source>
        <translation>corazza {armour}: {n} eliminati, {left} su {structure} rimasti</translation>
    </message>
    <message>
        <source>F armour {armour} holds (FL-HIT-3)</source>
        <translation>la corazza F {armour} regge (FL-HIT-3)</translation>
    </message>
    <message>
        <source>{effect}, {n} held to the end of the round</source>
        <translation>{effect}, {n} tenuti fino alla fine del turno</translation>
    </message>
    <message>
        <source>{what}; {effect}</source>
        <translation>{what}; {effect}</translation>
    </message>
    <message>
        <source>{part} is destroyed and gone from the table</source>
        <translation>{part} è distrutto e tolto dal tavolo</translation>
    </message>
    <message>
        <source>{unit} rams {part}: {hits}{f}</source>
        <translation>{unit} sperona {part}: {hits}{f}</translation>
    </message>
    <message>
        <source>{unit} attacks {part}: {n} touching = {n} hits</source>
        <translation>{unit} attacca {part}: {n} a contatto = {n} colpi</translation>
    </message>
    <message>
        <source>the strip strikes {part}: {hits}</source>
        <translation>la striscia colpisce {part}: {hits}</translation>
    </message>
    <message>
        <source>the disc strikes {part}: {hits}</source>
        <translation>il disco colpisce {part}: {hits}</translation>
    </message>
    <message>
        <source>1 hit</source>
        <translation>1 colpo</translation>
    </message>
    <message>
        <source>{unit} moves from {origin} to {dest}</source>
        <translation>{unit} si muove da {origin} a {dest}</translation>
    </message>
    <message>
        <source>{unit} enters from {origin} to {dest}</source>
        <translation>{unit} entra da {origin} in {dest}</translation>
    </message>
    <message>
        <source>{unit} arrives to {dest}</source>
        <translation>{unit} arriva in {dest}</translation>
    </message>
    <message>
        <source>{unit} retreats from {origin} to {dest}</source>
        <translation>{unit} si ritira da {origin} a {dest}</translation>
    </message>
    <message>
        <source>{unit} retreats from {origin} through {via} to {dest}</source>
        <translation>{unit} si ritira da {origin} attraverso {via} a {dest}</translation>
    </message>
    <message>
        <source>{unit} withdraws from {origin} to {dest}</source>
        <translation>{unit} ripiega senza danni da {origin} a {dest}</translation>
    </message>
    <message>
        <source>{unit} withdraws from {origin} through {via} to {dest}</source>
        <translation>{unit} ripiega senza danni da {origin} attraverso {via} a {dest}</translation>
    </message>
    <message>
        <source>{unit} is set up in {dest}</source>
        <translation>{unit} è schierato in {dest}</translation>
    </message>
    <message>
        <source>nothing has been done yet</source>
        <extracomment>why undo is not possible (Gateway.undo_reason)</extracomment>
        <translation>non è ancora stato fatto nulla</translation>
    </message>
    <message>
        <source>undo is off in this game</source>
        <translation>l&apos;annullamento è disattivato in questa partita</translation>
    </message>
    <message>
        <source>a die was rolled: rolls are never taken back</source>
        <translation>è stato tirato un dado: i tiri non si annullano mai</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partita è finita</translation>
    </message>
    <message>
        <source>as artillery leaves</source>
        <extracomment>reasons given by more than one rule</extracomment>
        <translation>perché l&apos;artiglieria se ne va</translation>
    </message>
    <message>
        <source>no unit of their colour is left</source>
        <translation>non resta alcun pezzo del loro colore</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Durata</translation>
    </message>
    <message>
        <source>{n} rounds, {turns} turns each</source>
        <extracomment>ticked when New game opens (D13: the fog of war is on by default) D26&apos;s setting: no battlefield object is broken (game/demolition.py asks) FL-STR-2&apos;s other reading (D26): in melee, infantry and cavalry break F-armoured objects too FL-MOVE-8, D13: hidden movement, each side shown only the enemy units it sees (game/fog.py) FL-RUL-8 [ruling]: 6 to 12 rounds, even numbers only (both players active equally often); a battle file gives its own (12 by default), these choose another; and the structures&apos; two settings (D26)</extracomment>
        <translation>{n} turni, {turns} per giocatore</translation>
    </message>
    <message>
        <source>Fog of war: enemy units shown only while one of your models sees them</source>
        <translation>Nebbia di guerra: unità nemiche mostrate solo finché un tuo modello le vede</translation>
    </message>
    <message>
        <source>Indestructible terrain: no battlefield object is broken</source>
        <translation>Terreno indistruttibile: nessun oggetto del campo di battaglia viene distrutto</translation>
    </message>
    <message>
        <source>Melee ignores the F armour of structures: walls, trenches, buildings and bunkers break too</source>
        <translation>La mischia ignora la corazza F delle strutture: anche muri, trincee, edifici e bunker vengono distrutti</translation>
    </message>
    <message>
        <source>The game is over: a draw. {why}</source>
        <translation>La partita è finita: pareggio. {why}</translation>
    </message>
    <message>
        <source>The game is over: {side} wins. {why}</source>
        <translation>La partita è finita: vince la fazione {side}. {why}</translation>
    </message>
    <message>
        <source>The game is over: {side} victory. {why}</source>
        <translation>La partita è finita: vittoria della fazione {side}. {why}</translation>
    </message>
    <message>
        <source>{side}: {question}</source>
        <extracomment>the information keys (``information_key``): a digest of the public history, and side -&gt; a digest of its secrets what undo and a failed action put back: the pickled state, the legal list, whether sorted, the keys the rules this gateway plays (set by the ruleset&apos;s game class) the information keys: a digest of the public history (every action in its public form, with the dice it rolled) and, per side, a digest of its own secrets (``information_key``) why undo is not possible now (``undo_reason``) the state to replay from if an action fails half-way (see ``apply``) (index in ``history``, side, its public form) of every action holding its side&apos;s secret (the snapshot before an action, the action&apos;s index in ``history``), the last on top</extracomment>
        <translation>{side}: {question}</translation>
    </message>
    <message>
        <source>the {side} decisions are done: the {other} side is deciding now</source>
        <translation>le decisioni della fazione {side} sono concluse: ora decide la fazione {other}</translation>
    </message>
    <message>
        <source>The Confederate player conceded (R-WIN-3).</source>
        <extracomment>verbs whose legal actions name one unit per class of units the rules can&apos;t tell apart (damage.representatives; ruleset.stands_in)</extracomment>
        <translation>Il giocatore Confederato ha concesso la vittoria (R-WIN-3).</translation>
    </message>
    <message>
        <source>the Confederates concede: the Union wins</source>
        <translation>i Confederati si arrendono: vince l&apos;Unione</translation>
    </message>
    <message>
        <source>nothing to undo yet: {why}</source>
        <translation>ancora nulla da annullare: {why}</translation>
    </message>
    <message>
        <source>the only choice: {side} {what}</source>
        <extracomment>the ruleset&apos;s name, as records name it (``ruleset:``) which reading of the rules the engine plays; a record names it rules version -&gt; what changed from the version before the sides, in the order they are listed (OpenSpiel&apos;s players) whether a side&apos;s view hides anything from the others (secret values, secret rolls): the window&apos;s hot seat then hands the screen over behind a curtain; a game of open information sets False and needs none variant name -&gt; its description (optional rules, off unless chosen) event kind -&gt; what it tells (the ruleset&apos;s event vocabulary) verbs whose lone legal action the log tells as &quot;the only choice: ...&quot; the keys of its events&apos; data that name a place on the map, in order (``Event.places(keys)``: where the log and the window show an event)</extracomment>
        <translation>unica scelta per la fazione {side}: {what}</translation>
    </message>
    <message>
        <source>{purpose} in {area}</source>
        <extracomment>R-DMG-9: why a unit goes when no cube of its colour is left every area and entry box, and the place-block actions for them verb -&gt; place -&gt; action, for the verbs whose one word is a place the legal actions of the decision waiting (the gateway&apos;s loop finds them)</extracomment>
        <translation>{purpose} in {area}</translation>
    </message>
    <message>
        <source>{unit}: {purpose}</source>
        <translation>{unit}: {purpose}</translation>
    </message>
    <message>
        <source>{purpose}: rolled {face}</source>
        <translation>{purpose}: tirato {face}</translation>
    </message>
    <message>
        <source>{roll}: {result}</source>
        <translation>{roll}: {result}</translation>
    </message>
    <message>
        <source>the entrenchment marker in {area} facing {border} is removed as {unit} arrives</source>
        <translation>il segnalino Trincea in {area} rivolto verso {border} viene rimosso perché arriva {unit}</translation>
    </message>
    <message>
        <source>all entrenchment markers in {area} are removed: {why}</source>
        <translation>tutti i segnalini Trincea in {area} vengono rimossi: {why}</translation>
    </message>
    <message>
        <source>the artillery-fire marker in {area} is removed {why}</source>
        <translation>il segnalino Fuoco dell&apos;Artiglieria in {area} viene rimosso {why}</translation>
    </message>
    <message>
        <source>the artillery-fire marker in {area} is removed</source>
        <translation>il segnalino Fuoco dell&apos;Artiglieria in {area} viene rimosso</translation>
    </message>
    <message>
        <source>the disruption marker in {area} is removed {why}</source>
        <translation>il segnalino Interruzione in {area} viene rimosso {why}</translation>
    </message>
    <message>
        <source>the disruption marker in {area} is removed</source>
        <translation>il segnalino Interruzione in {area} viene rimosso</translation>
    </message>
    <message>
        <source>{unit} is eliminated in {place}: {why}</source>
        <translation>{unit} viene eliminato in {place}: {why}</translation>
    </message>
    <message>
        <source>{unit} is eliminated in {place}</source>
        <translation>{unit} viene eliminato in {place}</translation>
    </message>
    <message>
        <source>the {n} cubes of {unit} lie loose in {place} again</source>
        <translation>i {n} cubi di {unit} tornano sciolti in {place}</translation>
    </message>
    <message>
        <source>the {n} cube of {unit} lies loose in {place} again</source>
        <translation>il {n} cubo di {unit} torna sciolto in {place}</translation>
    </message>
    <message>
        <source>{n} cubes in {place} assigned to {unit}, now holding {held}</source>
        <translation>{n} cubi in {place} assegnati a {unit}, che ora ne ha {held}</translation>
    </message>
    <message>
        <source>{n} cube in {place} assigned to {unit}, now holding {held}</source>
        <translation>{n} cubo in {place} assegnato a {unit}, che ora ne ha {held}</translation>
    </message>
    <message>
        <source>{unit} takes {n} cubes along from {place}</source>
        <translation>{unit} porta con sé {n} cubi da {place}</translation>
    </message>
    <message>
        <source>{unit} takes {n} cube along from {place}</source>
        <translation>{unit} porta con sé {n} cubo da {place}</translation>
    </message>
    <message>
        <source>no {colour} cube is left: {unit} is removed with {n} cube</source>
        <translation>non resta alcun cubo danno ({colour}): {unit} viene rimosso con {n} cubo</translation>
    </message>
    <message>
        <source>no {colour} cube is left: {unit} is removed with {n} cubes</source>
        <translation>non resta alcun cubo danno ({colour}): {unit} viene rimosso con {n} cubi</translation>
    </message>
    <message>
        <source>a {colour} cube is placed in {place}</source>
        <translation>un cubo danno ({colour}) viene piazzato in {place}</translation>
    </message>
    <message>
        <source>a {colour} cube moves from {origin} to {place}</source>
        <translation>un cubo danno ({colour}) passa da {origin} a {place}</translation>
    </message>
    <message>
        <source>{unit} takes {n} cubes</source>
        <translation>{unit} riceve {n} cubi</translation>
    </message>
    <message>
        <source>{n} {colour} cubes in {place} go back to the supply: {why}</source>
        <translation>{n} cubi danno ({colour}) in {place} tornano nella riserva: {why}</translation>
    </message>
    <message>
        <source>{n} {colour} cube in {place} goes back to the supply: {why}</source>
        <translation>{n} cubo danno ({colour}) in {place} torna nella riserva: {why}</translation>
    </message>
    <message>
        <source>{n} {colour} cubes in {place} go back to the supply</source>
        <translation>{n} cubi danno ({colour}) in {place} tornano nella riserva</translation>
    </message>
    <message>
        <source>{n} {colour} cube in {place} goes back to the supply</source>
        <translation>{n} cubo danno ({colour}) in {place} torna nella riserva</translation>
    </message>
    <message>
        <source>no disruption marker is left for {area}</source>
        <translation>non resta alcun segnalino Interruzione per {area}</translation>
    </message>
    <message>
        <source>a disruption marker is placed in {area}</source>
        <translation>un segnalino Interruzione viene piazzato in {area}</translation>
    </message>
    <message>
        <source>the {side} command block in {place} is removed with {n} disc and set aside</source>
        <translation>il blocco di comando ({side}) in {place} viene rimosso con {n} disco e messo da parte</translation>
    </message>
    <message>
        <source>the {side} command block in {place} (value {value}) is removed with {n} disc and set aside</source>
        <translation>il blocco di comando ({side}) in {place} (valore {value}) viene rimosso con {n} disco e messo da parte</translation>
    </message>
    <message>
        <source>the {side} command block in {place} is removed with {n} discs and set aside</source>
        <translation>il blocco di comando ({side}) in {place} viene rimosso con {n} dischi e messo da parte</translation>
    </message>
    <message>
        <source>the {side} command block in {place} (value {value}) is removed with {n} discs and set aside</source>
        <translation>il blocco di comando ({side}) in {place} (valore {value}) viene rimosso con {n} dischi e messo da parte</translation>
    </message>
    <message>
        <source>{side} places a command block in {place}</source>
        <translation>{side}: blocco di comando piazzato in {place}</translation>
    </message>
    <message>
        <source>{side} places a command block of value {value} in {place}</source>
        <translation>{side}: blocco di comando di valore {value} piazzato in {place}</translation>
    </message>
    <message>
        <source>{side}&apos;s {n} set-aside command blocks are available again</source>
        <translation>{side}: i {n} blocchi di comando messi da parte tornano disponibili</translation>
    </message>
    <message>
        <source>{side}&apos;s {n} set-aside command blocks are available again ({values})</source>
        <translation>{side}: i {n} blocchi di comando messi da parte tornano disponibili ({values})</translation>
    </message>
    <message>
        <source>{area} holds more than four units: first move one of them on (R-MOVE-5)</source>
        <translation>{area} contiene più di quattro pezzi: prima muovine uno oltre (R-MOVE-5)</translation>
    </message>
    <message>
        <source>{unit} has moved already: infantry and artillery move one area, cavalry two (R-MOVE-1)</source>
        <translation>{unit} si è già mosso: fanteria e artiglieria si muovono di un&apos;area, la cavalleria di due (R-MOVE-1)</translation>
    </message>
    <message>
        <source>{unit} waits for its assault in {area} (R-MOVE-8)</source>
        <translation>{unit} attende il suo assalto in {area} (R-MOVE-8)</translation>
    </message>
    <message>
        <source>{unit} is not in {area}, the area ordered (R-ORD-1)</source>
        <translation>{unit} non è in {area}, l&apos;area che ha ricevuto l&apos;ordine (R-ORD-1)</translation>
    </message>
    <message>
        <source>{dest} does not share a border with {area}: units move from area to area across a shared border, never across a corner (R-MOVE-1, R-MOVE-3)</source>
        <translation>{dest} non confina con {area}: i pezzi si muovono da un&apos;area all&apos;altra attraverso un confine comune, mai attraverso un vertice (R-MOVE-1, R-MOVE-3)</translation>
    </message>
    <message>
        <source>the units staying in {area} could not hold its cubes if {unit} left (R-MOVE-6, R-DMG-2)</source>
        <translation>i pezzi che restano in {area} non potrebbero tenerne i cubi danno se {unit} se ne andasse (R-MOVE-6, R-DMG-2)</translation>
    </message>
    <message>
        <source>no unit enters an area holding enemy units at night (R-TIME-4)</source>
        <translation>di notte nessun pezzo entra in un&apos;area con pezzi nemici (R-TIME-4)</translation>
    </message>
    <message>
        <source>one unit must stay: the area is disrupted (R-MOVE-7)</source>
        <extracomment>R-MOVE-7: why the last infantry or cavalry unit of a disrupted area stays</extracomment>
        <translation>un pezzo deve restare: l&apos;area ha un segnalino Interruzione (R-MOVE-7)</translation>
    </message>
    <message>
        <source>it stands there already: it moves to an area next to {area} (R-MOVE-1)</source>
        <extracomment>the OrderFrame that issued this move (its ``turn`` holds the pending assaults); None for a probe that never moves (``can_move``) R-ORD-2: areas the second order of a double order can reach (None: no over-stacking) R-ORD-2: the over-stacked area this (second) order must bring back within the limit R-MOVE-5 [ruling]: the full area a unit just passed into; the next move relieves it</extracomment>
        <translation>è già lì: si muove in un&apos;area accanto a {area} (R-MOVE-1)</translation>
    </message>
    <message>
        <source>artillery never enters an area holding enemy units (R-MOVE-4)</source>
        <translation>l&apos;artiglieria non entra mai in un&apos;area con pezzi nemici (R-MOVE-4)</translation>
    </message>
    <message>
        <source>four units have crossed from {area} into {dest} in this order already, the most a road allows (R-MOVE-2)</source>
        <translation>con questo ordine quattro pezzi sono già passati da {area} a {dest}, il massimo consentito da una strada (R-MOVE-2)</translation>
    </message>
    <message>
        <source>two units have crossed from {area} into {dest} in this order already, the most across a border into an enemy-held area (R-MOVE-2)</source>
        <translation>con questo ordine due pezzi sono già passati da {area} a {dest}, il massimo attraverso un confine verso un&apos;area occupata dal nemico (R-MOVE-2)</translation>
    </message>
    <message>
        <source>two units have crossed from {area} into {dest} in this order already, the most across a border with no road (R-MOVE-2)</source>
        <translation>con questo ordine due pezzi sono già passati da {area} a {dest}, il massimo attraverso un confine senza strada (R-MOVE-2)</translation>
    </message>
    <message>
        <source>{dest} holds four {side} units already, and none of this order could move on out of it (R-MOVE-5)</source>
        <translation>{dest} contiene già quattro pezzi della fazione {side}, e nessuno di questo ordine potrebbe uscirne (R-MOVE-5)</translation>
    </message>
    <message>
        <source>{unit} can&apos;t move into {dest} now (R-MOVE, R-ORD-2)</source>
        <translation>{unit} ora non può muoversi in {dest} (R-MOVE, R-ORD-2)</translation>
    </message>
    <message>
        <source>no area next to {area} can take {unit} in this order now: the border limits, stacking, and no artillery or night move into the enemy (R-MOVE-2, R-MOVE-4, R-MOVE-5, R-TIME-4)</source>
        <translation>nessuna area adiacente a {area} può ora accogliere {unit} con questo ordine: limite per confine, limite di pezzi per area, e niente artiglieria né movimenti notturni verso il nemico (R-MOVE-2, R-MOVE-4, R-MOVE-5, R-TIME-4)</translation>
    </message>
    <message>
        <source>{area} holds more than four units: move one of them on (R-MOVE-5)</source>
        <translation>{area} contiene più di quattro pezzi: muovine uno oltre (R-MOVE-5)</translation>
    </message>
    <message>
        <source>move units out of {area} (cavalry up to two areas), then end the move</source>
        <translation>muovi i pezzi fuori da {area} (la cavalleria fino a due aree), poi termina il movimento</translation>
    </message>
    <message>
        <source>{side} orders the units in {area} to move</source>
        <translation>{side}: ordine di movimento ai pezzi in {area}</translation>
    </message>
    <message>
        <source>{side} orders artillery fire from around {area}</source>
        <translation>{side}: ordine di fuoco dell&apos;artiglieria intorno a {area}</translation>
    </message>
    <message>
        <source>{side} passes</source>
        <translation>{side}: passa</translation>
    </message>
    <message>
        <source>{side} reorganizes {area}</source>
        <translation>{side}: riorganizza {area}</translation>
    </message>
    <message>
        <source>{side} orders the artillery-fire marker in {area} removed</source>
        <translation>{side}: ordine di rimuovere il segnalino Fuoco dell&apos;Artiglieria in {area}</translation>
    </message>
    <message>
        <source>{side} entrenches in {area}</source>
        <translation>{side}: costruisce una trincea in {area}</translation>
    </message>
    <message>
        <source>an entrenchment marker is placed in {area} facing {border}: the entrenchment is complete</source>
        <translation>un segnalino Trincea viene piazzato in {area} verso {border}: la trincea è completa</translation>
    </message>
    <message>
        <source>an entrenchment marker is placed in {area} facing {border}</source>
        <translation>un segnalino Trincea viene piazzato in {area} verso {border}</translation>
    </message>
    <message>
        <source>{side} moves an entrenchment in {area}</source>
        <translation>{side}: sposta una trincea in {area}</translation>
    </message>
    <message>
        <source>an entrenchment marker in {area} is moved from facing {old} to facing {new}</source>
        <translation>un segnalino Trincea in {area} viene spostato dal confine con {old} al confine con {new}</translation>
    </message>
    <message>
        <source>{side} reinforces {dest} from {origin}</source>
        <translation>{side}: rinforza {dest} da {origin}</translation>
    </message>
    <message>
        <source>order (order {i} of 2): move more units into the pending assault(s), or fight them now</source>
        <translation>ordine ({i} di 2): muovi altri pezzi negli assalti in sospeso, oppure combattili ora</translation>
    </message>
    <message>
        <source>order: move more units into the pending assault(s), or fight them now</source>
        <translation>ordine: muovi altri pezzi negli assalti in sospeso, oppure combattili ora</translation>
    </message>
    <message>
        <source>choose the order for the disc in {place} (order {i} of 2): it goes to the units of that area or an adjacent one</source>
        <translation>scegli l&apos;ordine per il disco in {place} (ordine {i} di 2): vale per i pezzi di quell&apos;area o di una adiacente</translation>
    </message>
    <message>
        <source>choose the order for the disc in {place}: it goes to the units of that area or an adjacent one</source>
        <translation>scegli l&apos;ordine per il disco in {place}: vale per i pezzi di quell&apos;area o di una adiacente</translation>
    </message>
    <message>
        <source>{unit} arrives in {area}: choose the entrenchment marker it removes</source>
        <translation>{unit} arriva in {area}: scegli il segnalino Trincea da rimuovere</translation>
    </message>
    <message>
        <source>1 July morning</source>
        <extracomment>R-TIME-1: the game ends at the latest after the afternoon of 3 July. the periods&apos; names in the engine&apos;s texts (translatable; the same English words)</extracomment>
        <translation>1 luglio, mattina</translation>
    </message>
    <message>
        <source>1 July midday</source>
        <translation>1 luglio, mezzogiorno</translation>
    </message>
    <message>
        <source>1 July afternoon</source>
        <translation>1 luglio, pomeriggio</translation>
    </message>
    <message>
        <source>1 July night</source>
        <translation>1 luglio, notte</translation>
    </message>
    <message>
        <source>2 July morning</source>
        <translation>2 luglio, mattina</translation>
    </message>
    <message>
        <source>2 July midday</source>
        <translation>2 luglio, mezzogiorno</translation>
    </message>
    <message>
        <source>2 July afternoon</source>
        <translation>2 luglio, pomeriggio</translation>
    </message>
    <message>
        <source>2 July night</source>
        <translation>2 luglio, notte</translation>
    </message>
    <message>
        <source>3 July morning</source>
        <translation>3 luglio, mattina</translation>
    </message>
    <message>
        <source>3 July midday</source>
        <translation>3 luglio, mezzogiorno</translation>
    </message>
    <message>
        <source>3 July afternoon</source>
        <translation>3 luglio, pomeriggio</translation>
    </message>
    <message>
        <source>morning</source>
        <extracomment>the parts of the day in the engine&apos;s texts</extracomment>
        <translation>mattina</translation>
    </message>
    <message>
        <source>midday</source>
        <translation>mezzogiorno</translation>
    </message>
    <message>
        <source>afternoon</source>
        <translation>pomeriggio</translation>
    </message>
    <message>
        <source>night</source>
        <translation>notte</translation>
    </message>
    <message>
        <source>Confederate</source>
        <extracomment>Units that carry cubes, fire in steps 2 and 4 and check morale. R-DMG-2 / R-DMG-3: cubes a unit may hold; one more eliminates it.</extracomment>
        <translation>Confederati</translation>
    </message>
    <message>
        <source>Union</source>
        <translation>Unione</translation>
    </message>
    <message>
        <source>Confederates</source>
        <translation>Confederati</translation>
    </message>
    <message>
        <source>Confederacy</source>
        <translation>Confederazione</translation>
    </message>
    <message>
        <source>Confederate regular</source>
        <extracomment>the cube colours as players say them (translated as a whole: the words for &quot;Confederate&quot; and &quot;regular&quot; go together differently in each language)</extracomment>
        <translation>fanteria regolare confederata</translation>
    </message>
    <message>
        <source>Confederate elite</source>
        <translation>fanteria d&apos;élite confederata</translation>
    </message>
    <message>
        <source>Union regular</source>
        <translation>fanteria regolare dell&apos;Unione</translation>
    </message>
    <message>
        <source>Union elite</source>
        <translation>fanteria d&apos;élite dell&apos;Unione</translation>
    </message>
    <message>
        <source>Union inferior</source>
        <translation>fanteria inferiore dell&apos;Unione</translation>
    </message>
    <message>
        <source>Union cavalry</source>
        <translation>cavalleria dell&apos;Unione</translation>
    </message>
    <message>
        <source>already damaged artillery must retreat</source>
        <translation>artiglieria già danneggiata costretta a ritirarsi</translation>
    </message>
    <message>
        <source>{unit} is damaged as it retreats</source>
        <translation>{unit} viene danneggiata nella ritirata</translation>
    </message>
    <message>
        <source>with {unit}: {area} has one already, so a cube instead</source>
        <translation>con {unit}: {area} ne ha già uno, quindi invece un cubo danno</translation>
    </message>
    <message>
        <source>{unit} takes the disruption marker from {origin} to {dest}</source>
        <translation>{unit} porta il segnalino Interruzione da {origin} a {dest}</translation>
    </message>
    <message>
        <source>no legal retreat: no unit goes back into an entry box</source>
        <translation>nessuna ritirata consentita: nessun pezzo torna in una Entry box</translation>
    </message>
    <message>
        <source>no legal retreat</source>
        <translation>nessuna ritirata consentita</translation>
    </message>
    <message>
        <source>{unit} must retreat from {area}: {why}; choose where</source>
        <translation>{unit} deve ritirarsi da {area}: {why}; scegli dove</translation>
    </message>
    <message>
        <source>{unit} must retreat from {area}; choose where</source>
        <translation>{unit} deve ritirarsi da {area}; scegli dove</translation>
    </message>
    <message>
        <source>withdraw artillery from {area} without damage, or keep it there</source>
        <translation>ritira l&apos;artiglieria da {area} senza danni, oppure lasciala lì</translation>
    </message>
    <message>
        <source>artillery in {area} may ride off with the cavalry to {dest} without damage, or stay</source>
        <translation>l&apos;artiglieria in {area} può ritirarsi senza danni con la cavalleria in {dest}, oppure restare</translation>
    </message>
    <message>
        <source>its cavalry rode off and it has no retreat</source>
        <translation>la sua cavalleria si è ritirata e non ha ritirata possibile</translation>
    </message>
    <message>
        <source>{unit} is left without infantry in {area}: ride off undamaged with the cavalry (withdraw), or retreat damaged</source>
        <translation>{unit} resta senza fanteria in {area}: ripiega senza danni con la cavalleria, oppure si ritira danneggiata</translation>
    </message>
    <message>
        <source>counter-attack</source>
        <translation>contrattacco</translation>
    </message>
    <message>
        <source>counter-attack in {area}: choose the attacking unit that falls back</source>
        <translation>contrattacco in {area}: scegli il pezzo attaccante che ripiega</translation>
    </message>
    <message>
        <source>{period} begins</source>
        <translation>inizia: {period}</translation>
    </message>
    <message>
        <source>the period goes on</source>
        <translation>il periodo continua</translation>
    </message>
    <message>
        <source>the Union fills its {part} box: {blue} blue, {black} forced-pass</source>
        <translation>l&apos;Unione riempie la casella {part}: {blue} dischi blu, {black} Passare obbligatoriamente</translation>
    </message>
    <message>
        <source>the Confederates hold {single} single and {double} double-order discs</source>
        <translation>i Confederati hanno {single} dischi Ordini Singoli e {double} Doppi Ordini</translation>
    </message>
    <message>
        <source>all artillery-fire markers are removed</source>
        <translation>tutti i segnalini Fuoco dell&apos;Artiglieria vengono rimossi</translation>
    </message>
    <message>
        <source>all disruption markers are removed at the end of the afternoon</source>
        <translation>tutti i segnalini Interruzione vengono rimossi alla fine del pomeriggio</translation>
    </message>
    <message>
        <source>The Confederates have not won by the end of the afternoon of 3 July (R-WIN-3).</source>
        <translation>I Confederati non hanno vinto entro la fine del pomeriggio del 3 luglio (R-WIN-3).</translation>
    </message>
    <message>
        <source>the Union wins: the afternoon of 3 July is over</source>
        <translation>vince l&apos;Unione: il pomeriggio del 3 luglio è finito</translation>
    </message>
    <message>
        <source>fight the assaults your free moves began, or issue a move order whose units join them (R-MOVE-8)</source>
        <translation>combatti gli assalti iniziati dai tuoi movimenti liberi, oppure impartisci un ordine di movimento i cui pezzi si uniscano a essi (R-MOVE-8)</translation>
    </message>
    <message>
        <source>take your action: place a command block, remove one, or issue an order (free moves out of entry boxes at any time)</source>
        <translation>esegui la tua azione: piazza un blocco di comando, rimuovine uno o impartisci un ordine (uscite dalle Entry box in ogni momento)</translation>
    </message>
    <message>
        <source>move more units out of entry boxes, or end your turn</source>
        <translation>fai uscire altri pezzi dalle Entry box, oppure termina il turno</translation>
    </message>
    <message>
        <source>eight block actions in a row: issue an order now (R-ACT-3)</source>
        <extracomment>R-ACT-3 [ruling]: block actions a side may take in a row before it must issue an order (if it can): the size of a side&apos;s set of blocks why a block action is refused while R-ACT-3 binds (the window shows it)</extracomment>
        <translation>otto azioni di blocco di fila: impartisci ora un ordine (R-ACT-3)</translation>
    </message>
    <message>
        <source>{why}: place a disc on one of your blocks (free moves out of entry boxes at any time)</source>
        <extracomment>the prompt while R-ACT-3 binds, by (a forced pass possible, a disc possible)</extracomment>
        <translation>{why}: metti un disco su uno dei tuoi blocchi (uscite dalle Entry box in ogni momento)</translation>
    </message>
    <message>
        <source>{why}: place a blue disc on one of your blocks or take a forced pass (free moves out of entry boxes at any time)</source>
        <translation>{why}: metti un disco blu su uno dei tuoi blocchi oppure passa obbligatoriamente (uscite dalle Entry box in ogni momento)</translation>
    </message>
    <message>
        <source>{why}: take a forced pass (free moves out of entry boxes at any time)</source>
        <translation>{why}: passa obbligatoriamente (uscite dalle Entry box in ogni momento)</translation>
    </message>
    <message>
        <source>{side} reinforcement road</source>
        <translation>strada dei rinforzi ({side})</translation>
    </message>
    <message>
        <source>the Union sets a forced-pass disc aside</source>
        <translation>l&apos;Unione mette da parte un disco Passare obbligatoriamente</translation>
    </message>
    <message>
        <source>{side} places a disc from the single box on the block in {place}</source>
        <translation>{side}: disco dalla casella Ordini Singoli al blocco in {place}</translation>
    </message>
    <message>
        <source>{side} places a disc from the double box on the block in {place}</source>
        <translation>{side}: disco dalla casella Doppi Ordini al blocco in {place}</translation>
    </message>
    <message>
        <source>{side} places a disc from the blue box on the block in {place}</source>
        <translation>{side}: disco blu dalla casella Ordini Disponibili al blocco in {place}</translation>
    </message>
    <message>
        <source>Attackers that came out of an entry box and must fall back return to that box instead of being eliminated.</source>
        <translation>Gli attaccanti usciti da una Entry box che devono ripiegare tornano in quella casella invece di essere eliminati.</translation>
    </message>
    <message>
        <source>road</source>
        <extracomment>how far (degrees) a named box may lie from T10&apos;s position: nudges for legibility are smaller than this</extracomment>
        <translation>strada</translation>
    </message>
    <message>
        <source>river</source>
        <translation>fiume</translation>
    </message>
    <message>
        <source>railroad</source>
        <translation>ferrovia</translation>
    </message>
    <message>
        <source>the combat example</source>
        <extracomment>the examples&apos; names as the messages say them (M1, M2 are the rules file&apos;s own ids)</extracomment>
        <translation>Esempio di combattimento</translation>
    </message>
    <message>
        <source>{name} ({state}) is missing: the rules name it (T10).</source>
        <translation>{name} ({state}) manca: le regole la nominano (T10).</translation>
    </message>
    <message>
        <source>{name} lies in {state}, not in {found} (T10).</source>
        <translation>{name} si trova in {state}, non in {found} (T10).</translation>
    </message>
    <message>
        <source>{name} is placed at {lat}, {lon}, more than half a degree from its town ({want_lat}, {want_lon}).</source>
        <translation>{name} è posta a {lat}, {lon}, a più di mezzo grado dalla sua città ({want_lat}, {want_lon}).</translation>
    </message>
    <message>
        <source>There is no {kind} line between {a} and {b} ({source}, T11).</source>
        <translation>Tra {a} e {b} non c&apos;è alcun collegamento per {kind} ({source}, T11).</translation>
    </message>
    <message>
        <source>{example}: there is no path {path} by {kind} alone{downstream}.</source>
        <translation>{example}: non c&apos;è alcun percorso {path} solo per {kind}{downstream}.</translation>
    </message>
    <message>
        <source>, downstream all the way</source>
        <translation>, sempre a valle</translation>
    </message>
    <message>
        <source>blue numbers in blue boxes</source>
        <translation>numeri blu nelle caselle blu</translation>
    </message>
    <message>
        <source>red numbers in grey boxes</source>
        <translation>numeri rossi nelle caselle grigie</translation>
    </message>
    <message>
        <source>{side}: the {colour} total {total}, not {want} (the starting army maximum, NS-ARMY-1).</source>
        <translation>{side}: il totale dei {colour} è {total}, non {want} (la dimensione massima dell&apos;esercito a inizio partita, NS-ARMY-1).</translation>
    </message>
    <message>
        <source>{name} is a Union objective (NS-WIN-1): its red number must be 2 or 3, not {n}.</source>
        <translation>{name} è un obiettivo dell&apos;Unione (NS-WIN-1): il suo numero rosso deve essere 2 o 3, non {n}.</translation>
    </message>
    <message>
        <source>{name} has a red number of {n}: only the seven Union objectives of NS-WIN-1 have 2 or 3; every other red number is 1.</source>
        <translation>{name} ha il numero rosso {n}: solo i sette obiettivi dell&apos;Unione di NS-WIN-1 hanno 2 o 3; ogni altro numero rosso è 1.</translation>
    </message>
    <message>
        <source>{name} is missing: it is a Union objective (NS-WIN-1).</source>
        <translation>{name} manca: è un obiettivo dell&apos;Unione (NS-WIN-1).</translation>
    </message>
    <message>
        <source>No box has a blue number of 3 or more (historical recruiting refers to one, NS-AID-4).</source>
        <translation>Nessuna casella ha un numero blu di 3 o più (il reclutamento storico vi fa riferimento, NS-AID-4).</translation>
    </message>
    <message>
        <source>No box has a red number of 3 or more (historical recruiting refers to one, NS-AID-4).</source>
        <translation>Nessuna casella ha un numero rosso di 3 o più (il reclutamento storico vi fa riferimento, NS-AID-4).</translation>
    </message>
    <message>
        <source>{name} must be a permanent fortification (NS-FORT-4).</source>
        <translation>{name} deve essere una fortificazione permanente (NS-FORT-4).</translation>
    </message>
    <message>
        <source>{name} is marked a permanent fortification; only Washington, Richmond, Fort Monroe and Vicksburg are (NS-FORT-4).</source>
        <translation>{name} è segnata come fortificazione permanente; lo sono solo Washington, Richmond, Fort Monroe e Vicksburg (NS-FORT-4).</translation>
    </message>
    <message>
        <source>{name} must show a number in each colour: it recruits for whichever side owns it (NS-RECR-3).</source>
        <translation>{name} deve mostrare un numero per ciascun colore: recluta per la fazione che la possiede (NS-RECR-3).</translation>
    </message>
    <message>
        <source>No Kentucky box with a recruitment number starts white (NS-ARMY-4).</source>
        <translation>Nessuna casella del Kentucky con un numero di reclutamento inizia bianca (NS-ARMY-4).</translation>
    </message>
    <message>
        <source>The map has {n} Potomac links; it must have exactly one, Washington - Fredericksburg (NS-MOVE-10).</source>
        <translation>La mappa ha {n} collegamenti sul Potomac; deve averne esattamente uno, Washington - Fredericksburg (NS-MOVE-10).</translation>
    </message>
    <message>
        <source>The Potomac must be the river from Washington downstream to Fredericksburg, not the {kind} {a} - {b} (NS-MOVE-10).</source>
        <translation>Il Potomac deve essere il fiume da Washington a valle fino a Fredericksburg, non il collegamento per {kind} {a} - {b} (NS-MOVE-10).</translation>
    </message>
    <message>
        <source>{name} sets up {n} militia infantry of its own, but the map is played with the 1861 campaign&apos;s set-up (T2): give the map a set-up of its own, or take them away.</source>
        <translation>{name} schiera {n} unità di fanteria di milizia proprie, ma la mappa si gioca con lo schieramento della campagna del 1861 (T2): dai alla mappa uno schieramento proprio, oppure togli la milizia.</translation>
    </message>
    <message>
        <source>The river {a} - {b} has no downstream end (NS-JUMP-2).</source>
        <translation>Il fiume {a} - {b} non ha un&apos;estremità a valle (NS-JUMP-2).</translation>
    </message>
    <message>
        <source>{name} must be a port: sea landings start there (NS-SEA-5).</source>
        <translation>{name} deve essere un porto: gli sbarchi dal mare partono da lì (NS-SEA-5).</translation>
    </message>
    <message>
        <source>{name} holds starting units of the {side} but does not start in its colour (NS-SETUP-4).</source>
        <translation>{name} contiene unità iniziali della fazione {side} ma non inizia del suo colore (NS-SETUP-4).</translation>
    </message>
    <message>
        <source>{names}: not joined by any line to {first}; every box must be reachable from every other.</source>
        <translation>{names}: non collegate da alcuna linea a {first}; ogni casella deve essere raggiungibile da ogni altra.</translation>
    </message>
    <message>
        <source>The river {a} - {b} enters {box} across a blue side; in the combat example the units that came down from {start} do not cross a river (NS-MOD-4).</source>
        <translation>Il fiume {a} - {b} entra in {box} da un lato blu; nell&apos;esempio di combattimento le unità scese da {start} non attraversano un fiume (NS-MOD-4).</translation>
    </message>
    <message>
        <source>{name} is marked an objective of the {side}, but the rules name no such objective.</source>
        <translation>{name} è segnata come obiettivo della fazione {side}, ma le regole non nominano un tale obiettivo.</translation>
    </message>
    <message>
        <source>{name} must be marked an objective of the {side}.</source>
        <translation>{name} deve essere segnata come obiettivo della fazione {side}.</translation>
    </message>
    <message>
        <source>{name} lies in {state}: its border state must be {should}, not {found}.</source>
        <translation>{name} si trova in {state}: il suo stato di confine deve essere {should}, non {found}.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>{name} sets up {n} militia infantry but starts white: starting units stand in boxes of their side&apos;s colour (NS-SETUP-4).</source>
        <translation>{name} schiera {n} unità di fanteria di milizia ma parte bianca: le unità iniziali stanno in caselle del colore della loro fazione (NS-SETUP-4).</translation>
    </message>
    <message>
        <source>The {side} sets up no militia infantry: give a box in its colour starting militia (NS-SETUP-2).</source>
        <translation>La fazione {side} non schiera fanteria di milizia: dai milizia iniziale a una casella del suo colore (NS-SETUP-2).</translation>
    </message>
    <message>
        <source>The {side} sets up {n} militia infantry, more than its army maximum of {most} (the numbers in its colour in the boxes of its colour, NS-ARMY-1).</source>
        <translation>La fazione {side} schiera {n} unità di fanteria di milizia, più della sua dimensione massima dell&apos;esercito di {most} (i numeri del suo colore nelle caselle del suo colore, NS-ARMY-1).</translation>
    </message>
    <message>
        <source>No box is marked an objective of the Union: it could never win (NS-WIN-1).</source>
        <translation>Nessuna casella è segnata come obiettivo dell&apos;Unione: non potrebbe mai vincere (NS-WIN-1).</translation>
    </message>
    <message>
        <source>The Confederate army maximum at the start ({csa}) is higher than the Union&apos;s ({usa}): the Confederacy would win at the first change of hands (NS-WIN-2).</source>
        <translation>La dimensione massima dell&apos;esercito confederato a inizio partita ({csa}) supera quella dell&apos;Unione ({usa}): la Confederazione vincerebbe al primo cambio di proprietario (NS-WIN-2).</translation>
    </message>
    <message>
        <source>end of {period}: the Confederates control {n} victory area ({names})</source>
        <translation>fine di {period}: i Confederati controllano {n} area vittoria ({names})</translation>
    </message>
    <message>
        <source>end of {period}: the Confederates control {n} victory areas ({names})</source>
        <translation>fine di {period}: i Confederati controllano {n} aree vittoria ({names})</translation>
    </message>
    <message>
        <source>At the end of {period} the Confederates control {n} victory areas: {names} (R-WIN-1).</source>
        <translation>Alla fine di {period} i Confederati controllano {n} aree vittoria: {names} (R-WIN-1).</translation>
    </message>
    <message>
        <source>the Confederates win: they control {names}</source>
        <translation>vincono i Confederati: controllano {names}</translation>
    </message>
    <message>
        <source>At the end of {period} the Confederates control {area}, the double star (R-WIN-2).</source>
        <translation>Alla fine di {period} i Confederati controllano {area}, la doppia stella (R-WIN-2).</translation>
    </message>
    <message>
        <source>dice were rolled since your last decision: rolls are never taken back</source>
        <translation>dopo la tua ultima decisione si sono tirati i dadi: i tiri non si annullano mai</translation>
    </message>
    <message>
        <source>you have taken no decision yet</source>
        <translation>non hai ancora preso nessuna decisione</translation>
    </message>
    <message>
        <source>your cavalry in {box} may retreat before the battle, or stand and fight (NS-CAVRET-1)</source>
        <extracomment>NS-CBT-7 [interpretation], &quot;What a program must decide&quot; 31: no battle can deadlock, but targets are the players&apos; choice; a battle past this many rounds is an engine fault, never a silent end the event kinds a battle tells (merged into the ruleset&apos;s event_kinds) rule id -&gt; its title (merged into the ruleset&apos;s rule reference) verbs whose lone legal action the log tells as &quot;the only choice: ...&quot; whose step of the round it is (NS-CBT-5), the side that fires next the units that took part, per side (the armies at the start, then reinforcements), in order the attacking units that entered across a blue side or landed from the sea (NS-MOD-3, NS-SEA-4) per side, the boxes its units came into this battle from (NS-RET-2, NS-RET-4, NS-CAVRET-1) the boxes that sent a unit in this step (NS-REINF-1: one per box per round) this step&apos;s declarations (firer, target), in order the last volley: one dict per shot (firer, target, need, face or None, result) the battle so far, round by round, for the window: volleys and reinforcements ({&quot;round&quot;, &quot;side&quot;, &quot;kind&quot;: &quot;volley&quot;, &quot;shots&quot;} / {..., &quot;kind&quot;: &quot;reinforcement&quot;, &quot;unit&quot;, &quot;origin&quot;}) how the battle ended: &quot;eliminated&quot;, &quot;retreat&quot;, &quot;cavalry-retreat&quot;</extracomment>
        <translation>la tua cavalleria in {box} può ritirarsi prima della battaglia, oppure tenere la posizione e combattere (NS-CAVRET-1)</translation>
    </message>
    <message>
        <source>battle in {box}, round {n}: retreat (click a box), bring reinforcements (click a unit next door), or stand and fire (NS-CBT-5)</source>
        <translation>battaglia a {box}, round {n}: ritirata (clic su una casella), rinforzi (clic su un&apos;unità vicina), oppure tenere la posizione e fare fuoco (NS-CBT-5)</translation>
    </message>
    <message>
        <source>battle in {box}, round {n}: every target is declared; fire (NS-FIRE-2)</source>
        <translation>battaglia a {box}, round {n}: tutti i bersagli sono dichiarati; fai fuoco (NS-FIRE-2)</translation>
    </message>
    <message>
        <source>battle in {box}, round {n}: choose the target of {unit} (NS-FIRE-1)</source>
        <translation>battaglia a {box}, round {n}: scegli il bersaglio di {unit} (NS-FIRE-1)</translation>
    </message>
    <message>
        <source>you won the battle in {box}: promote one unit that took part, or none (NS-PROM-2)</source>
        <translation>hai vinto la battaglia a {box}: promuovi un&apos;unità che vi ha preso parte, oppure nessuna (NS-PROM-2)</translation>
    </message>
    <message>
        <source>the battle in {box}</source>
        <translation>la battaglia a {box}</translation>
    </message>
    <message>
        <source>only cavalry defending alone may retreat, and only before round 1 (NS-CAVRET-1, NS-CAVRET-2)</source>
        <translation>solo la cavalleria che difende da sola può ritirarsi, e solo prima del round 1 (NS-CAVRET-1, NS-CAVRET-2)</translation>
    </message>
    <message>
        <source>the cavalry may not retreat to {box}: not a box the enemy owns or holds, nor one the attacker came from (NS-CAVRET-1)</source>
        <translation>la cavalleria non può ritirarsi a {box}: né in una casella che il nemico possiede o tiene, né in una da cui è venuto l&apos;attaccante (NS-CAVRET-1)</translation>
    </message>
    <message>
        <source>only a unit of the winner that took part in this battle may be promoted (NS-PROM-2)</source>
        <translation>può essere promossa solo un&apos;unità del vincitore che ha preso parte a questa battaglia (NS-PROM-2)</translation>
    </message>
    <message>
        <source>elite units cannot be promoted (NS-PROM-1)</source>
        <translation>le unità d&apos;élite non possono essere promosse (NS-PROM-1)</translation>
    </message>
    <message>
        <source>no counter of the next quality is left (NS-PROM-5)</source>
        <translation>non resta alcuna pedina della qualità successiva (NS-PROM-5)</translation>
    </message>
    <message>
        <source>every target is declared: fire (NS-FIRE-1)</source>
        <translation>tutti i bersagli sono dichiarati: fai fuoco (NS-FIRE-1)</translation>
    </message>
    <message>
        <source>the firers declare in their army&apos;s order: now the target of {unit} (NS-FIRE-1)</source>
        <translation>chi spara dichiara nell&apos;ordine del proprio esercito: ora il bersaglio di {unit} (NS-FIRE-1)</translation>
    </message>
    <message>
        <source>{target} is no enemy unit in this battle (NS-FIRE-1)</source>
        <translation>{target} non è un&apos;unità nemica in questa battaglia (NS-FIRE-1)</translation>
    </message>
    <message>
        <source>{target} is already fired at: {f} firers against {t} units fire at different units (NS-FIRE-1)</source>
        <translation>{target} è già bersaglio: {f} tiratori contro {t} unità sparano a unità diverse (NS-FIRE-1)</translation>
    </message>
    <message>
        <source>{target} is already fired at, and the firers still to declare are needed for the units not yet fired at: every enemy unit must be fired at (NS-FIRE-1)</source>
        <translation>{target} è già bersaglio, e i tiratori ancora da dichiarare servono per le unità non ancora prese di mira: ogni unità nemica deve essere presa di mira (NS-FIRE-1)</translation>
    </message>
    <message>
        <source>reinforcements came this step: a side retreats or brings reinforcements, not both (NS-CBT-5)</source>
        <translation>in questa fase sono arrivati rinforzi: una fazione si ritira o porta rinforzi, non entrambe le cose (NS-CBT-5)</translation>
    </message>
    <message>
        <source>the {side} has no box to retreat to: no neighbour is free of enemy units, not an enemy recruitment city and not a box the enemy came from (NS-RET-2)</source>
        <translation>la fazione {side} non ha caselle in cui ritirarsi: nessuna casella vicina è libera da unità nemiche senza essere una città di reclutamento nemica o una casella da cui è venuto il nemico (NS-RET-2)</translation>
    </message>
    <message>
        <source>the targets are being declared: a side retreats only before it declares (NS-CBT-5)</source>
        <translation>si stanno dichiarando i bersagli: una fazione si ritira solo prima di dichiararli (NS-CBT-5)</translation>
    </message>
    <message>
        <source>a side may retreat only from round 2 on, just before it fires (NS-RET-1)</source>
        <translation>una fazione può ritirarsi solo dal round 2 in poi, subito prima di fare fuoco (NS-RET-1)</translation>
    </message>
    <message>
        <source>{box} is not adjacent and connected to the battle (NS-RET-1)</source>
        <translation>{box} non è adiacente e collegata alla battaglia (NS-RET-1)</translation>
    </message>
    <message>
        <source>the Confederacy may never use the Potomac (NS-MOVE-10)</source>
        <translation>la Confederazione non può mai usare il Potomac (NS-MOVE-10)</translation>
    </message>
    <message>
        <source>{box} holds enemy units (NS-RET-2)</source>
        <translation>{box} contiene unità nemiche (NS-RET-2)</translation>
    </message>
    <message>
        <source>enemy units came into this battle from {box} (NS-RET-2, NS-RET-4)</source>
        <translation>da {box} sono entrate unità nemiche in questa battaglia (NS-RET-2, NS-RET-4)</translation>
    </message>
    <message>
        <source>{box} is an enemy recruitment city (NS-RET-2, NS-RET-3)</source>
        <translation>{box} è una città di reclutamento nemica (NS-RET-2, NS-RET-3)</translation>
    </message>
    <message>
        <source>an own box qualifies, so the army must retreat to one (NS-RET-2, NS-RET-4)</source>
        <translation>una casella propria è idonea, quindi l&apos;esercito deve ritirarsi in una di esse (NS-RET-2, NS-RET-4)</translation>
    </message>
    <message>
        <source>{box} has sent its one unit this round (NS-REINF-1)</source>
        <translation>{box} ha già inviato la sua unica unità in questo round (NS-REINF-1)</translation>
    </message>
    <message>
        <source>the targets are being declared: reinforcements come before them (NS-CBT-5)</source>
        <translation>si stanno dichiarando i bersagli: i rinforzi arrivano prima (NS-CBT-5)</translation>
    </message>
    <message>
        <source>reinforcements come only from round 2 on, just before the side fires (NS-REINF-1)</source>
        <translation>i rinforzi arrivano solo dal round 2 in poi, subito prima che la fazione faccia fuoco (NS-REINF-1)</translation>
    </message>
    <message>
        <source>{unit} is no unit of the side deciding (NS-REINF-1)</source>
        <translation>{unit} non è un&apos;unità della fazione che decide (NS-REINF-1)</translation>
    </message>
    <message>
        <source>{unit} is not in a box adjacent and connected to the battle (NS-REINF-1)</source>
        <translation>{unit} non si trova in una casella adiacente e collegata alla battaglia (NS-REINF-1)</translation>
    </message>
    <message>
        <source>{unit} retreated this player turn (NS-REINF-2)</source>
        <translation>{unit} si è ritirata in questo turno del giocatore (NS-REINF-2)</translation>
    </message>
    <message>
        <source>{unit} has fought this player turn (NS-REINF-3)</source>
        <translation>{unit} ha già combattuto in questo turno del giocatore (NS-REINF-3)</translation>
    </message>
    <message>
        <source>the attacker does not reinforce from a box holding enemy units (NS-REINF-3)</source>
        <translation>l&apos;attaccante non porta rinforzi da una casella che contiene unità nemiche (NS-REINF-3)</translation>
    </message>
    <message>
        <source>as many units as there are enemies ({n}) must stay in {box} (NS-REINF-4)</source>
        <translation>in {box} devono restare tante unità quanti sono i nemici ({n}) (NS-REINF-4)</translation>
    </message>
    <message>
        <source>Battle in {box}: the {attacker} attacks with {a}, the {defender} defends with {d}</source>
        <translation>Battaglia a {box}: attacca la fazione {attacker} con {a}, difende la fazione {defender} con {d}</translation>
    </message>
    <message>
        <source>{side}: the cavalry in {box} retreats to {dest} before the battle; no battle is fought</source>
        <translation>{side}: la cavalleria a {box} si ritira a {dest} prima della battaglia; nessuna battaglia</translation>
    </message>
    <message>
        <source>Battle in {box}: round {n}</source>
        <translation>Battaglia a {box}: round {n}</translation>
    </message>
    <message>
        <source>{unit} reinforces the battle in {box} from {origin}</source>
        <translation>{unit} rinforza la battaglia a {box} da {origin}</translation>
    </message>
    <message>
        <source>{side}: the army retreats from {box} to {dest}</source>
        <translation>{side}: l&apos;esercito si ritira da {box} a {dest}</translation>
    </message>
    <message>
        <source>{firer} fires at {target}: hits on {need} or less</source>
        <translation>{firer} spara a {target}: colpisce con {need} o meno</translation>
    </message>
    <message>
        <source>{firer} fires at {target}: cannot hit</source>
        <translation>{firer} spara a {target}: non può colpire</translation>
    </message>
    <message>
        <source>{firer}&apos;s shot is lost: {target} is already eliminated</source>
        <translation>il colpo di {firer} va perso: {target} è già eliminata</translation>
    </message>
    <message>
        <source>{firer} cannot hit {target}</source>
        <translation>{firer} non può colpire {target}</translation>
    </message>
    <message>
        <source>{firer} at {target}</source>
        <translation>{firer} su {target}</translation>
    </message>
    <message>
        <source>{firer} rolls {face} at {target}, needing {need} or less: a hit</source>
        <translation>{firer} tira {face} contro {target}, serve {need} o meno: a segno</translation>
    </message>
    <message>
        <source>{firer} rolls {face} at {target}, needing {need} or less: a miss</source>
        <translation>{firer} tira {face} contro {target}, serve {need} o meno: a vuoto</translation>
    </message>
    <message>
        <source>{side} wins the battle in {box} after {n} rounds</source>
        <translation>{side}: vince la battaglia a {box} dopo {n} round</translation>
    </message>
    <message>
        <source>{side} wins the battle in {box} in the first round</source>
        <translation>{side}: vince la battaglia a {box} al primo round</translation>
    </message>
    <message>
        <source>{n} unit</source>
        <translation>{n} unità</translation>
    </message>
    <message>
        <source>{n} units</source>
        <translation>{n} unità</translation>
    </message>
    <message>
        <source>{side}: {n} reduced unit recovers</source>
        <translation>{side}: {n} unità indebolita si riprende</translation>
    </message>
    <message>
        <source>{side}: {n} reduced units recover</source>
        <translation>{side}: {n} unità indebolite si riprendono</translation>
    </message>
    <message>
        <source>{side} {kind} {id}</source>
        <translation>{kind} {id} ({side})</translation>
    </message>
    <message>
        <source>{side} rolls {face} for {what}</source>
        <translation>{side}: tiro {face} per {what}</translation>
    </message>
    <message>
        <source>{side} rolls {face}</source>
        <translation>{side}: tiro {face}</translation>
    </message>
    <message>
        <source>{box} goes back to {owner}: the {side} cavalry holding it has left</source>
        <translation>{box} torna al proprietario precedente ({owner}): la cavalleria della fazione {side} che la teneva se n&apos;è andata</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>{unit} is reduced</source>
        <translation>{unit} viene indebolita</translation>
    </message>
    <message>
        <source>{unit} is eliminated</source>
        <translation>{unit} viene eliminata</translation>
    </message>
    <message>
        <source>{unit} is promoted from {old}</source>
        <translation>{unit} viene promossa (prima: {old})</translation>
    </message>
    <message>
        <source>{unit} is recruited in {box}</source>
        <translation>{unit} viene reclutata a {box}</translation>
    </message>
    <message>
        <source>{side} victory: {why}</source>
        <translation>Vittoria della fazione {side}: {why}</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tira</translation>
    </message>
    <message>
        <source>End the march</source>
        <translation>Termina la marcia</translation>
    </message>
    <message>
        <source>End the movement</source>
        <extracomment>a drawn move let go with its front this near an enemy&apos;s front edge lines up flush with it (decision 4), mm the buttons that end a step, each always in its place
----------
the verbs whose second word is an enemy unit (a click on it means the action) the order of a unit&apos;s buttons: what it does before what it gives up (a step&apos;s end comes last) the buttons that end a step, in the order of the round (FL-SEQ-2), each always in its place</extracomment>
        <translation>Termina il movimento</translation>
    </message>
    <message>
        <source>End the fire</source>
        <translation>Termina il fuoco</translation>
    </message>
    <message>
        <source>End the charges</source>
        <translation>Termina le cariche</translation>
    </message>
    <message>
        <source>{unit}: hold {sector}</source>
        <translation>{unit}: tenere {sector}</translation>
    </message>
    <message>
        <source>{unit}: attack {sector}</source>
        <translation>{unit}: attaccare {sector}</translation>
    </message>
    <message>
        <source>{unit}: special task in {sector}</source>
        <translation>{unit}: missione speciale in {sector}</translation>
    </message>
    <message>
        <source>{unit}: turn left (90°)</source>
        <translation>{unit}: voltarsi a sinistra (90°)</translation>
    </message>
    <message>
        <source>{unit}: turn about (180°)</source>
        <translation>{unit}: dietrofront (180°)</translation>
    </message>
    <message>
        <source>{unit}: turn right (90°)</source>
        <translation>{unit}: voltarsi a destra (90°)</translation>
    </message>
    <message>
        <source>Hold a sector...</source>
        <translation>Tenere un settore...</translation>
    </message>
    <message>
        <source>Attack a sector...</source>
        <translation>Attaccare un settore...</translation>
    </message>
    <message>
        <source>Special task in a sector...</source>
        <translation>Missione speciale in un settore...</translation>
    </message>
    <message>
        <source>Click the sector {unit} is to hold (FL-ORD-2); Esc to step back</source>
        <translation>Fai clic sul settore che {unit} deve tenere (FL-ORD-2); Esc per tornare indietro</translation>
    </message>
    <message>
        <source>Click the sector {unit} is to attack (FL-ORD-3); Esc to step back</source>
        <translation>Fai clic sul settore che {unit} deve attaccare (FL-ORD-3); Esc per tornare indietro</translation>
    </message>
    <message>
        <source>Click the sector of the special task of {unit} (FL-ORD-4); Esc to step back</source>
        <translation>Fai clic sul settore della missione speciale di {unit} (FL-ORD-4); Esc per tornare indietro</translation>
    </message>
    <message>
        <source>{unit}: break the objects in {sector}</source>
        <extracomment>infantry&apos;s and cavalry&apos;s special task: to attack the battlefield objects of a sector (FL-STR-2, D26)</extracomment>
        <translation>{unit}: distruggere gli oggetti in {sector}</translation>
    </message>
    <message>
        <source>Special task: break the objects in a sector...</source>
        <translation>Missione speciale: distruggere gli oggetti in un settore...</translation>
    </message>
    <message>
        <source>Click the sector where {unit} is to break bridges, fences, bushes or woods it touches (FL-STR-2); Esc to step back</source>
        <translation>Clicca il settore dove {unit} deve distruggere ponti, staccionate, cespugli o boschi che tocca (FL-STR-2); Esc per tornare indietro</translation>
    </message>
    <message>
        <source>{unit}: drag it to move it, or choose one of its actions above; Esc to let go of it</source>
        <extracomment>a partial pick: the task chosen, its sector clicked next a partial pick: a unit to hold in reserve and its round chosen (&quot;reserve-S3-5&quot;), its sector clicked next a partial pick: a messenger&apos;s new order (&quot;dispatch-N14&quot;: its unit clicked next; &quot;dispatch-N14-N4-H&quot;: its sector)</extracomment>
        <translation>{unit}: trascina l&apos;unità per muoverla, oppure scegli sopra una delle sue azioni; Esc per lasciarla</translation>
    </message>
    <message>
        <source>{unit}: click the enemy it fires at, or choose above; Esc to let go of it</source>
        <translation>{unit}: fai clic sull&apos;unità nemica a cui spara, oppure scegli sopra; Esc per lasciarla</translation>
    </message>
    <message>
        <source>move {d} in toward {deg}°</source>
        <translation>muovere di {d} pollici verso {deg}°</translation>
    </message>
    <message>
        <source>turn {deg}° on the spot</source>
        <translation>girare di {deg}° sul posto</translation>
    </message>
    <message>
        <source>face {deg}°</source>
        <translation>orientare a {deg}°</translation>
    </message>
    <message>
        <source>turn the group {deg}°</source>
        <translation>ruotare il gruppo di {deg}°</translation>
    </message>
    <message>
        <source>advance {d} in</source>
        <translation>avanzare di {d} pollici</translation>
    </message>
    <message>
        <source>dismounted cavalry</source>
        <translation>cavalleria appiedata</translation>
    </message>
    <message>
        <source>muskets</source>
        <translation>moschetti</translation>
    </message>
    <message>
        <source>rifles</source>
        <translation>fucili</translation>
    </message>
    <message>
        <source>Jäger</source>
        <translation>Jäger</translation>
    </message>
    <message>
        <source>command element</source>
        <translation>elemento di comando</translation>
    </message>
    <message>
        <source>camp</source>
        <translation>accampamento</translation>
    </message>
    <message>
        <source>{id} ({kind})</source>
        <translation>{id} ({kind})</translation>
    </message>
    <message>
        <source>go {d} mm straight, {ahead} and {aside}</source>
        <translation>muoversi in linea retta di {d} mm, {ahead} e {aside}</translation>
    </message>
    <message>
        <source>{d} mm ahead</source>
        <translation>{d} mm avanti</translation>
    </message>
    <message>
        <source>{d} mm back</source>
        <translation>{d} mm indietro</translation>
    </message>
    <message>
        <source>{d} mm left</source>
        <translation>{d} mm a sinistra</translation>
    </message>
    <message>
        <source>{d} mm right</source>
        <translation>{d} mm a destra</translation>
    </message>
    <message>
        <source>advance {d} mm</source>
        <translation>avanzare di {d} mm</translation>
    </message>
    <message>
        <source>go back {d} mm</source>
        <translation>arretrare di {d} mm</translation>
    </message>
    <message>
        <source>slide {d} mm left</source>
        <translation>spostarsi di {d} mm a sinistra</translation>
    </message>
    <message>
        <source>slide {d} mm right</source>
        <translation>spostarsi di {d} mm a destra</translation>
    </message>
    <message>
        <source>turn {deg}° left</source>
        <translation>girare di {deg}° a sinistra</translation>
    </message>
    <message>
        <source>turn {deg}° right</source>
        <translation>girare di {deg}° a destra</translation>
    </message>
    <message>
        <source>wheel {deg}° left</source>
        <translation>convergere di {deg}° a sinistra</translation>
    </message>
    <message>
        <source>wheel {deg}° right</source>
        <translation>convergere di {deg}° a destra</translation>
    </message>
    <message>
        <source>PIPs: {dice} to the commands in their order</source>
        <translation>PIP: {dice} ai comandi nel loro ordine</translation>
    </message>
    <message>
        <source>{n} to {command}</source>
        <translation>{n} a {command}</translation>
    </message>
    <message>
        <source>the dice</source>
        <translation>i dadi</translation>
    </message>
    <message>
        <source>PIPs: {dice}</source>
        <translation>PIP: {dice}</translation>
    </message>
    <message>
        <source>Move {e}</source>
        <translation>Muovere {e}</translation>
    </message>
    <message>
        <source>Move the group of {command}: {ids}</source>
        <translation>Muovere il gruppo del comando {command}: {ids}</translation>
    </message>
    <message>
        <source>Let {e} stand this bound (no PIP spent)</source>
        <translation>Lasciare fermo {e} in questo turno (nessun PIP speso)</translation>
    </message>
    <message>
        <source>{e}: {legs}</source>
        <translation>{e}: {legs}</translation>
    </message>
    <message>
        <source>The group {ids}: {legs}</source>
        <translation>Il gruppo {ids}: {legs}</translation>
    </message>
    <message>
        <source>{e}: break off from the melee (BB-BREAK-1)</source>
        <translation>{e}: sganciarsi dalla mischia (BB-BREAK-1)</translation>
    </message>
    <message>
        <source>{e}: dismount (BB-TYPE-7)</source>
        <translation>{e}: appiedarsi (BB-TYPE-7)</translation>
    </message>
    <message>
        <source>{gun}: ignore the Jäger {j}, shoot at {t} (BB-SHOOT-8)</source>
        <translation>{gun}: ignorare i Jäger {j}, sparare a {t} (BB-SHOOT-8)</translation>
    </message>
    <message>
        <source>{gun}: shoot at {t}</source>
        <translation>{gun}: sparare a {t}</translation>
    </message>
    <message>
        <source>Shoot at {t}</source>
        <translation>Sparare a {t}</translation>
    </message>
    <message>
        <source>Melee: {a} against {b}</source>
        <translation>Mischia: {a} contro {b}</translation>
    </message>
    <message>
        <source>a group is picked in the movement phase, before any element of it moves (BB-MOVE-3)</source>
        <translation>un gruppo si sceglie nella fase di movimento, prima che si muova uno qualsiasi dei suoi elementi (BB-MOVE-3)</translation>
    </message>
    <message>
        <source>a group is two or more of your elements (BB-MOVE-3)</source>
        <translation>un gruppo è formato da due o più dei tuoi elementi (BB-MOVE-3)</translation>
    </message>
    <message>
        <source>a group is of one command; these elements are of {commands} (BB-MOVE-3)</source>
        <translation>un gruppo è di un solo comando; questi elementi sono di {commands} (BB-MOVE-3)</translation>
    </message>
    <message>
        <source>these elements are not one group: each must touch another side to side, fronts in line, or front to rear, all facing one way (BB-MOVE-3)</source>
        <translation>questi elementi non formano un gruppo: ciascuno deve toccarne un altro fianco a fianco, con i fronti allineati, o fronte contro retro, tutti rivolti nella stessa direzione (BB-MOVE-3)</translation>
    </message>
    <message>
        <source>The group {ids}: drag one of its elements to move it as one body (BB-MOVE-4); Esc to let go</source>
        <translation>Il gruppo {ids}: trascina uno dei suoi elementi per muoverlo come un solo corpo (BB-MOVE-4); Esc per lasciarlo</translation>
    </message>
    <message>
        <source>{e} stands in no group: none of its command&apos;s elements touches it side to side or front to rear, facing its way (BB-MOVE-3)</source>
        <translation>{e} non fa parte di alcun gruppo: nessun elemento del suo comando lo tocca fianco a fianco o fronte contro retro, rivolto nella sua stessa direzione (BB-MOVE-3)</translation>
    </message>
    <message>
        <source>{e} is no longer on the table</source>
        <translation>{e} non è più sul tavolo</translation>
    </message>
    <message>
        <source>First give the PIP dice to your commands: the buttons above (BB-PIP-1)</source>
        <translation>Prima assegna i dadi PIP ai tuoi comandi: i pulsanti qui sopra (BB-PIP-1)</translation>
    </message>
    <message>
        <source>First finish with {e}: drag its move, choose one above, or let it stand (BB-MOVE-2)</source>
        <translation>Prima finisci con {e}: trascina il suo movimento, scegline uno qui sopra o lascialo fermo (BB-MOVE-2)</translation>
    </message>
    <message>
        <source>First move the group {ids}, or let it stand (BB-MOVE-4)</source>
        <translation>Prima muovi il gruppo {ids}, o lascialo fermo (BB-MOVE-4)</translation>
    </message>
    <message>
        <source>{e} is not yours: {side} move now (BB-SEQ-1)</source>
        <translation>{e} non è tuo: ora muove la fazione {side} (BB-SEQ-1)</translation>
    </message>
    <message>
        <source>{e} has moved: drag it for a second move, more than 1000 paces from any enemy it sees or along a road (BB-TAC-1)</source>
        <translation>{e} si è mosso: trascinalo per un secondo movimento, a più di 1000 passi da ogni nemico che vede o lungo una strada (BB-TAC-1)</translation>
    </message>
    <message>
        <source>{e}: drag it to move it (BB-MOVE-2)</source>
        <translation>{e}: trascinalo per muoverlo (BB-MOVE-2)</translation>
    </message>
    <message>
        <source>{e} is no target of a shooting combat now: click a target, or choose above (BB-SHOOT-13)</source>
        <translation>{e} ora non è bersaglio di un combattimento a distanza: fai clic su un bersaglio, oppure scegli sopra (BB-SHOOT-13)</translation>
    </message>
    <message>
        <source>{e} fights no melee now: its front touches no enemy&apos;s front (BB-MELEE-1)</source>
        <translation>{e} ora non combatte in mischia: il suo fronte non tocca il fronte di alcun nemico (BB-MELEE-1)</translation>
    </message>
    <message>
        <source>Choose above whether {gun} ignores the Jäger (BB-SHOOT-8)</source>
        <translation>Scegli sopra se {gun} ignora i Jäger (BB-SHOOT-8)</translation>
    </message>
    <message>
        <source>Nothing for {e} to do now: {prompt}</source>
        <translation>Niente da fare ora per {e}: {prompt}</translation>
    </message>
    <message>
        <source>Move {d} in toward {deg}°</source>
        <translation>Muovere di {d} pollici verso {deg}°</translation>
    </message>
    <message>
        <source>Turn {deg}° on the spot</source>
        <translation>Girare di {deg}° sul posto</translation>
    </message>
    <message>
        <source>Face {deg}°</source>
        <translation>Orientare a {deg}°</translation>
    </message>
    <message>
        <source>Turn the group {deg}°</source>
        <translation>Ruotare il gruppo di {deg}°</translation>
    </message>
    <message>
        <source>Advance {d} in</source>
        <translation>Avanzare di {d} pollici</translation>
    </message>
    <message>
        <source>Wheel {deg}° left</source>
        <translation>Convergere di {deg}° a sinistra</translation>
    </message>
    <message>
        <source>Wheel {deg}° right</source>
        <translation>Convergere di {deg}° a destra</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Restare sul posto</translation>
    </message>
    <message>
        <source>stay</source>
        <translation>restare sul posto</translation>
    </message>
    <message>
        <source>{first}, then {next}</source>
        <translation>{first}, poi {next}</translation>
    </message>
    <message>
        <source>{unit} fires at {target}</source>
        <translation>{unit} spara a {target}</translation>
    </message>
    <message>
        <source>, {cover} cover {fraction}</source>
        <translation>, copertura {cover} {fraction}</translation>
    </message>
    <message>
        <source>{unit} fires at {target}: {d} in{cover}</source>
        <translation>{unit} spara a {target}: {d} pollici{cover}</translation>
    </message>
    <message>
        <source>Form a block</source>
        <translation>Formare un blocco</translation>
    </message>
    <message>
        <source>Form a line {files} wide</source>
        <translation>Formare una linea di {files} file</translation>
    </message>
    <message>
        <source>Skirmish order</source>
        <translation>Passare all&apos;ordine sparso</translation>
    </message>
    <message>
        <source>Turn left (90°)</source>
        <translation>Voltarsi a sinistra (90°)</translation>
    </message>
    <message>
        <source>Turn about (180°)</source>
        <translation>Dietrofront (180°)</translation>
    </message>
    <message>
        <source>Turn right (90°)</source>
        <translation>Voltarsi a destra (90°)</translation>
    </message>
    <message>
        <source>Get in split among {vehicles}</source>
        <translation>Salire divisi in {vehicles}</translation>
    </message>
    <message>
        <source>Get into {vehicle}</source>
        <translation>Sali su {vehicle}</translation>
    </message>
    <message>
        <source>Move {unit}, carried in {vehicle}</source>
        <translation>Muovi {unit}, trasportata su {vehicle}</translation>
    </message>
    <message>
        <source>Move {unit}</source>
        <translation>Muovere {unit}</translation>
    </message>
    <message>
        <source>{unit} gets in split among {vehicles}</source>
        <translation>{unit} sale divisa in {vehicles}</translation>
    </message>
    <message>
        <source>{unit} gets into {vehicle}</source>
        <translation>{unit} sale su {vehicle}</translation>
    </message>
    <message>
        <source>{unit}: get out at the front</source>
        <translation>{unit}: scendi davanti</translation>
    </message>
    <message>
        <source>{unit}: get out at the rear</source>
        <translation>{unit}: scendi dietro</translation>
    </message>
    <message>
        <source>{unit} stays in</source>
        <translation>{unit} resta a bordo</translation>
    </message>
    <message>
        <source>{unit}: {legs}</source>
        <translation>{unit}: {legs}</translation>
    </message>
    <message>
        <source>{unit} stands</source>
        <translation>{unit} resta sul posto</translation>
    </message>
    <message>
        <source>{unit}: form a block</source>
        <translation>{unit}: formare un blocco</translation>
    </message>
    <message>
        <source>{unit}: form a line {files} wide</source>
        <translation>{unit}: formare una linea di {files} file</translation>
    </message>
    <message>
        <source>{unit}: skirmish order</source>
        <translation>{unit}: passare all&apos;ordine sparso</translation>
    </message>
    <message>
        <source>{unit} holds its fire</source>
        <translation>{unit} trattiene il fuoco</translation>
    </message>
    <message>
        <source>End the fire of the {group}</source>
        <translation>Termina il fuoco: {group}</translation>
    </message>
    <message>
        <source>{scout} learns when {unit} arrives from the reserve</source>
        <translation>{scout} scopre quando {unit} arriva dalla riserva</translation>
    </message>
    <message>
        <source>No more orders for the officers</source>
        <translation>Nessun altro ordine per gli ufficiali</translation>
    </message>
    <message>
        <source>{unit}: remove {piece}</source>
        <translation>{unit}: rimuovi {piece}</translation>
    </message>
    <message>
        <source>The guide leads through no piece</source>
        <translation>La guida non conduce attraverso nessun pezzo</translation>
    </message>
    <message>
        <source>The guide leads through {piece} in {sector}</source>
        <translation>La guida conduce attraverso {piece} in {sector}</translation>
    </message>
    <message>
        <source>The guide leads through {piece}</source>
        <translation>La guida conduce attraverso {piece}</translation>
    </message>
    <message>
        <source>{unit} carries to {target}: {order}</source>
        <translation>{unit} porta a {target}: {order}</translation>
    </message>
    <message>
        <source>{unit} delivers the order to {target}</source>
        <translation>{unit} consegna l&apos;ordine a {target}</translation>
    </message>
    <message>
        <source>{unit} in reserve: arrives in round {n} in {sector}</source>
        <translation>{unit} in riserva: arriva nel turno {n} in {sector}</translation>
    </message>
    <message>
        <source>{unit}, gun {n}: a strip at {part}</source>
        <translation>{unit}, pezzo {n}: una striscia su {part}</translation>
    </message>
    <message>
        <source>{order}: an enemy stands there, and a unit charges only from its own sector (D12)</source>
        <translation>{order}: lì c&apos;è un nemico, e un&apos;unità carica solo dal proprio settore (D12)</translation>
    </message>
    <message>
        <source>{kind} artillery on {sector}</source>
        <translation>artiglieria {kind} su {sector}</translation>
    </message>
    <message>
        <source>The artillery plan is written</source>
        <translation>Il piano d&apos;artiglieria è scritto</translation>
    </message>
    <message>
        <source>{unit} charges {target}</source>
        <translation>{unit} carica {target}</translation>
    </message>
    <message>
        <source>{scout} watches {unit}</source>
        <translation>{scout} osserva {unit}</translation>
    </message>
    <message>
        <source>The scouts learn nothing more</source>
        <translation>Gli esploratori non scoprono altro</translation>
    </message>
    <message>
        <source>End the deployment</source>
        <translation>Termina lo schieramento</translation>
    </message>
    <message>
        <source>{unit} placed at {x}, {y}</source>
        <translation>{unit} schierata a {x}, {y}</translation>
    </message>
    <message>
        <source>{unit}, gun {n}: a strip toward {degrees} degrees</source>
        <translation>{unit}, pezzo {n}: una striscia in direzione {degrees} gradi</translation>
    </message>
    <message>
        <source>{unit}, gun {n}: a disc at {x}, {y}</source>
        <translation>{unit}, pezzo {n}: un disco in {x}, {y}</translation>
    </message>
    <message>
        <source>Hold in reserve: arrives in round {n}...</source>
        <extracomment>the ends a step shows first: its other buttons may be more than the bar shows at once (a scout watching any of a dozen enemy units), and letting it be must not hide at the end of a scrolled list</extracomment>
        <translation>Tieni in riserva: arriva nel turno {n}...</translation>
    </message>
    <message>
        <source>Click the sector of your zone where {unit} arrives in round {n} (FL-SETUP-4); Esc to step back</source>
        <translation>Clicca il settore della tua zona dove {unit} arriva nel turno {n} (FL-SETUP-4); Esc per tornare indietro</translation>
    </message>
    <message>
        <source>Set up {unit} after all (it arrives in round {n} in {sector})</source>
        <translation>Schiera comunque {unit} (arriva nel turno {n} in {sector})</translation>
    </message>
    <message>
        <source>Carry a new order...</source>
        <translation>Porta un nuovo ordine...</translation>
    </message>
    <message>
        <source>Click the unit {unit} carries the new order to (FL-SPEC-2); Esc to step back</source>
        <translation>Clicca l&apos;unità a cui {unit} porta il nuovo ordine (FL-SPEC-2); Esc per tornare indietro</translation>
    </message>
    <message>
        <source>{unit} is no unit of its side with an order (FL-SPEC-2)</source>
        <translation>{unit} non è un&apos;unità della sua parte con un ordine (FL-SPEC-2)</translation>
    </message>
    <message>
        <source>{unit}: an order to carry</source>
        <translation>{unit}: un ordine da portare</translation>
    </message>
    <message>
        <source>{unit}: drag it where it starts, or hold it in reserve</source>
        <translation>{unit}: trascinala dove comincia, o tienila in riserva</translation>
    </message>
    <message>
        <source>{reason} ({rule})</source>
        <translation>{reason} ({rule})</translation>
    </message>
    <message>
        <source>{unit} is not on the table</source>
        <translation>{unit} non è sul tavolo</translation>
    </message>
    <message>
        <source>Write the order of {unit}: click the sector it is to hold or attack on the table (FL-ORD-1)</source>
        <translation>Scrivi l&apos;ordine di {unit}: fai clic sul tavolo sul settore che deve tenere o attaccare (FL-ORD-1)</translation>
    </message>
    <message>
        <source>{unit} is not yours: {side} moves now (FL-MOVE-1)</source>
        <translation>{unit} non è tua: ora muove la fazione {side} (FL-MOVE-1)</translation>
    </message>
    <message>
        <source>First finish with {unit}: draw its move, turn it, re-form it or let it stand (FL-MOVE-1)</source>
        <translation>Prima finisci con {unit}: disegna il suo movimento, voltala, riordinala o lasciala sul posto (FL-MOVE-1)</translation>
    </message>
    <message>
        <source>{unit} has had its turn to move this round (FL-MOVE-1)</source>
        <translation>{unit} ha già avuto il suo movimento in questo turno (FL-MOVE-1)</translation>
    </message>
    <message>
        <source>{firer} may not fire at {unit}: out of range, out of its front arc or out of sight (FL-FIRE-3)</source>
        <translation>{firer} non può sparare a {unit}: fuori gittata, fuori dal suo arco frontale o fuori vista (FL-FIRE-3)</translation>
    </message>
    <message>
        <source>{firer} fires at the nearest enemy unit it may fire at, not at {unit} (FL-FIRE-5)</source>
        <translation>{firer} spara all&apos;unità nemica più vicina a cui può sparare, non a {unit} (FL-FIRE-5)</translation>
    </message>
    <message>
        <source>No unit of {side} may fire at {unit} now (FL-FIRE-3, FL-FIRE-5)</source>
        <translation>Nessuna unità della fazione {side} può sparare ora a {unit} (FL-FIRE-3, FL-FIRE-5)</translation>
    </message>
    <message>
        <source>{unit} has fired or held its fire this round (FL-FIRE-1)</source>
        <translation>{unit} ha già sparato o trattenuto il fuoco in questo turno (FL-FIRE-1)</translation>
    </message>
    <message>
        <source>{unit} moved: only units that did not move fire now (FL-FIRE-7)</source>
        <translation>{unit} si è mossa: ora sparano solo le unità che non si sono mosse (FL-FIRE-7)</translation>
    </message>
    <message>
        <source>{unit} has no enemy it may fire at now (FL-FIRE-3, FL-FIRE-8)</source>
        <translation>{unit} ora non ha nemici a cui possa sparare (FL-FIRE-3, FL-FIRE-8)</translation>
    </message>
    <message>
        <source>End the recruitment</source>
        <translation>Termina il reclutamento</translation>
    </message>
    <message>
        <source>Stand</source>
        <extracomment>a selected unit&apos;s own buttons, without its name (the prompt names it)</extracomment>
        <translation>Tieni la posizione</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Fai fuoco</translation>
    </message>
    <message>
        <source>No promotion</source>
        <translation>Nessuna promozione</translation>
    </message>
    <message>
        <source>March from {box}</source>
        <extracomment>the unit the action names (the firer of a ``target``) where it starts: the unit&apos;s box the box a click picks: a march&apos;s box, a move&apos;s destination, a port, a battle&apos;s box, a retreat&apos;s box, a recruit&apos;s city, a target&apos;s box every box of a move&apos;s path, the unit&apos;s first a target&apos;s enemy unit &quot;MI&quot; or &quot;MC&quot; for a recruit</extracomment>
        <translation>Marcia da {box}</translation>
    </message>
    <message>
        <source>The battle in {box}</source>
        <translation>La battaglia a {box}</translation>
    </message>
    <message>
        <source>Retreat to {box}</source>
        <translation>Ritirata a {box}</translation>
    </message>
    <message>
        <source>The cavalry retreats to {box}</source>
        <translation>La cavalleria si ritira a {box}</translation>
    </message>
    <message>
        <source>Recruit a militia infantry in {box}</source>
        <translation>Recluta una fanteria di milizia a {box}</translation>
    </message>
    <message>
        <source>Recruit a militia cavalry in {box}</source>
        <translation>Recluta una cavalleria di milizia a {box}</translation>
    </message>
    <message>
        <source>{unit} to {box}</source>
        <translation>{unit} a {box}</translation>
    </message>
    <message>
        <source>{unit} by sea to {box}</source>
        <translation>{unit} per mare a {box}</translation>
    </message>
    <message>
        <source>{unit} lands in {box}</source>
        <translation>{unit} sbarca a {box}</translation>
    </message>
    <message>
        <source>{unit} fires at {enemy}</source>
        <translation>{unit} spara a {enemy}</translation>
    </message>
    <message>
        <source>{unit} fortifies</source>
        <translation>{unit} si fortifica</translation>
    </message>
    <message>
        <source>Promote {unit}</source>
        <translation>Promuovi {unit}</translation>
    </message>
    <message>
        <source>{unit} reinforces the battle</source>
        <translation>{unit} rinforza la battaglia</translation>
    </message>
    <message>
        <source>choose the next battle (NS-CBT-2)</source>
        <translation>scegli la prossima battaglia (NS-CBT-2)</translation>
    </message>
    <message>
        <source>{unit} is already fortified (NS-FORT-3)</source>
        <translation>{unit} è già fortificata (NS-FORT-3)</translation>
    </message>
    <message>
        <source>{unit} stands in its own permanent fortification and is fortified already (NS-FORT-4)</source>
        <translation>{unit} si trova nella propria fortificazione permanente ed è già fortificata (NS-FORT-4)</translation>
    </message>
    <message>
        <source>{unit} cannot fortify in a box holding enemy units (NS-FORT-1)</source>
        <translation>{unit} non può fortificarsi in una casella che contiene unità nemiche (NS-FORT-1)</translation>
    </message>
    <message>
        <source>{unit} cannot finish a fortification here: outside a recruitment box it takes two marches of the same player turn, both spent fortifying (NS-FORT-2)</source>
        <translation>{unit} non può completare qui una fortificazione: fuori da una casella di reclutamento servono due marce dello stesso turno del giocatore, entrambe spese per fortificarsi (NS-FORT-2)</translation>
    </message>
    <message>
        <source>{unit} is fortified in {box}</source>
        <translation>{unit} è fortificata a {box}</translation>
    </message>
    <message>
        <source>{unit} begins fortifying in {box}: one more march</source>
        <translation>{unit} inizia a fortificarsi a {box}: serve un&apos;altra marcia</translation>
    </message>
    <message>
        <source>{unit} has taken part in two marches this player turn (NS-MOVE-7)</source>
        <translation>{unit} ha già preso parte a due marce in questo turno del giocatore (NS-MOVE-7)</translation>
    </message>
    <message>
        <source>{unit} entered a box holding enemy units and must stay there this player turn (NS-MOVE-8)</source>
        <translation>{unit} è entrata in una casella con unità nemiche e deve restarvi in questo turno del giocatore (NS-MOVE-8)</translation>
    </message>
    <message>
        <source>{unit} moved by sea this player turn and makes no other move (NS-SEA-2)</source>
        <translation>{unit} si è mossa per mare in questo turno del giocatore e non fa altri movimenti (NS-SEA-2)</translation>
    </message>
    <message>
        <source>no marches are left (NS-MOVE-1)</source>
        <translation>non restano marce (NS-MOVE-1)</translation>
    </message>
    <message>
        <source>{side}: {n} marches in the first game turn, no roll</source>
        <translation>{side}: {n} marce nel primo turno di gioco, senza tiro</translation>
    </message>
    <message>
        <source>roll for your marches (NS-MOVE-1)</source>
        <translation>tira per le tue marce (NS-MOVE-1)</translation>
    </message>
    <message>
        <source>1 march left: start a march from a box, or end the movement (NS-MOVE-3)</source>
        <translation>1 marcia rimasta: inizia una marcia da una casella o termina il movimento (NS-MOVE-3)</translation>
    </message>
    <message>
        <source>{n} marches left: start a march from a box, or end the movement (NS-MOVE-3)</source>
        <translation>{n} marce rimaste: inizia una marcia da una casella o termina il movimento (NS-MOVE-3)</translation>
    </message>
    <message>
        <source>1 march left: start a march from a box, move by sea, or end the movement (NS-MOVE-3)</source>
        <translation>1 marcia rimasta: inizia una marcia da una casella, muovi per mare o termina il movimento (NS-MOVE-3)</translation>
    </message>
    <message>
        <source>{n} marches left: start a march from a box, move by sea, or end the movement (NS-MOVE-3)</source>
        <translation>{n} marce rimaste: inizia una marcia da una casella, muovi per mare o termina il movimento (NS-MOVE-3)</translation>
    </message>
    <message>
        <source>marches</source>
        <translation>le marce</translation>
    </message>
    <message>
        <source>{side}: {n} marches</source>
        <translation>{side}: {n} marce</translation>
    </message>
    <message>
        <source>the Union may make a sea landing this player turn</source>
        <translation>l&apos;Unione può effettuare uno sbarco dal mare in questo turno del giocatore</translation>
    </message>
    <message>
        <source>{side} ends the movement; 1 march is lost</source>
        <translation>{side}: termina il movimento; 1 marcia va persa</translation>
    </message>
    <message>
        <source>{side} ends the movement; {n} marches are lost</source>
        <translation>{side}: termina il movimento; {n} marce vanno perse</translation>
    </message>
    <message>
        <source>{side} marches from {box} (1 march left)</source>
        <translation>{side}: marcia da {box} (1 marcia rimasta)</translation>
    </message>
    <message>
        <source>{side} marches from {box} ({n} marches left)</source>
        <translation>{side}: marcia da {box} ({n} marce rimaste)</translation>
    </message>
    <message>
        <source>march from {box}: move or fortify at least one of its units, one action each (NS-MOVE-3); Ctrl+Z takes the march back</source>
        <translation>marcia da {box}: muovi o fortifica almeno una delle sue unità, un&apos;azione ciascuna (NS-MOVE-3); Ctrl+Z annulla la marcia</translation>
    </message>
    <message>
        <source>march from {box}: move or fortify its units, one action each (NS-MOVE-3)</source>
        <translation>marcia da {box}: muovi o fortifica le sue unità, un&apos;azione ciascuna (NS-MOVE-3)</translation>
    </message>
    <message>
        <source>{unit} jumps past {through}: {path}</source>
        <translation>{unit} salta oltre {through}: {path}</translation>
    </message>
    <message>
        <source>{unit} moves {path} and stops: enemy units are there</source>
        <translation>{unit} si muove ({path}) e si ferma: lì ci sono unità nemiche</translation>
    </message>
    <message>
        <source>{unit} moves {path}</source>
        <translation>{unit} si muove: {path}</translation>
    </message>
    <message>
        <source>{unit} lands in {box} from the sea</source>
        <translation>{unit} sbarca dal mare a {box}</translation>
    </message>
    <message>
        <source>{unit} moves by sea from {origin} to {box}</source>
        <translation>{unit} si muove per mare da {origin} a {box}</translation>
    </message>
    <message>
        <source>{side} cavalry occupies {box}: held only while it stays</source>
        <translation>La cavalleria della fazione {side} occupa {box}: la tiene solo finché vi resta</translation>
    </message>
    <message>
        <source>{side} occupies {box}</source>
        <translation>{side}: occupa {box}</translation>
    </message>
    <message>
        <source>{side} infantry in {box} holds it for good</source>
        <translation>La fanteria della fazione {side} a {box} la tiene stabilmente</translation>
    </message>
    <message>
        <source>militia infantry</source>
        <extracomment>T1 (NS-COMP-3): combat value by arm and quality; front and back alike. Elite cavalry&apos;s 3 is an interpretation (&quot;What a program must decide&quot; 3). the two-letter codes of the notation and the pieces&apos; labels: &quot;MI&quot; militia infantry ...</extracomment>
        <translation>fanteria di milizia</translation>
    </message>
    <message>
        <source>veteran infantry</source>
        <translation>fanteria veterana</translation>
    </message>
    <message>
        <source>elite infantry</source>
        <translation>fanteria d&apos;élite</translation>
    </message>
    <message>
        <source>militia cavalry</source>
        <translation>cavalleria di milizia</translation>
    </message>
    <message>
        <source>veteran cavalry</source>
        <translation>cavalleria veterana</translation>
    </message>
    <message>
        <source>elite cavalry</source>
        <translation>cavalleria d&apos;élite</translation>
    </message>
    <message>
        <source>{side} {kind}</source>
        <translation>{kind} ({side})</translation>
    </message>
    <message>
        <source>roll for Confederate replacements (NS-AID-5)</source>
        <translation>tira per i rimpiazzi confederati (NS-AID-5)</translation>
    </message>
    <message>
        <source>you may promote one of your units (NS-PROM-3)</source>
        <translation>puoi promuovere una delle tue unità (NS-PROM-3)</translation>
    </message>
    <message>
        <source>replacements</source>
        <translation>i rimpiazzi</translation>
    </message>
    <message>
        <source>two promotions this segment</source>
        <translation>due promozioni in questo segmento</translation>
    </message>
    <message>
        <source>the {side} army is at its maximum of {n} units (NS-RECR-4)</source>
        <extracomment>T9 (NS-AID-4): recruits by die face under historical recruiting</extracomment>
        <translation>l&apos;esercito della fazione {side} è alla sua dimensione massima di {n} unità (NS-RECR-4)</translation>
    </message>
    <message>
        <source>no {kind} is left in the pool (NS-RECR-2)</source>
        <translation>non resta alcuna {kind} nella riserva di reclutamento (NS-RECR-2)</translation>
    </message>
    <message>
        <source>the Union may have only {n} militia infantry on the map until the next draft (NS-DRAFT-3)</source>
        <translation>l&apos;Unione può avere sulla mappa solo {n} fanterie di milizia fino alla prossima coscrizione (NS-DRAFT-3)</translation>
    </message>
    <message>
        <source>{box} is not a recruitment city of the {side} now: it must be owned and show a number in your colour (NS-RECR-3, NS-RECR-6)</source>
        <translation>{box} ora non è una città di reclutamento della fazione {side}: deve esserne posseduta e mostrare un numero del tuo colore (NS-RECR-3, NS-RECR-6)</translation>
    </message>
    <message>
        <source>{box} has had its recruits this segment (NS-RECR-3)</source>
        <translation>{box} ha già avuto le sue reclute in questo segmento (NS-RECR-3)</translation>
    </message>
    <message>
        <source>only militia are recruited: MI or MC (NS-RECR-2)</source>
        <translation>si recluta solo milizia: MI o MC (NS-RECR-2)</translation>
    </message>
    <message>
        <source>{box} holds enemy units</source>
        <translation>{box} contiene unità nemiche</translation>
    </message>
    <message>
        <source>{side} recruits nothing: its army is at its maximum of {n} units</source>
        <translation>{side}: nessun reclutamento, l&apos;esercito è alla dimensione massima di {n} unità</translation>
    </message>
    <message>
        <source>{side} recruits nothing: its pool is empty</source>
        <translation>{side}: nessun reclutamento, la riserva di reclutamento è vuota</translation>
    </message>
    <message>
        <source>{side} recruits nothing: only drafted militia infantry may be recruited</source>
        <translation>{side}: nessun reclutamento, si può reclutare solo fanteria di milizia arruolata con la coscrizione</translation>
    </message>
    <message>
        <source>{side} recruits nothing: none of its recruitment cities can take a recruit</source>
        <translation>{side}: nessun reclutamento, nessuna delle sue città di reclutamento può accogliere una recluta</translation>
    </message>
    <message>
        <source>roll for your recruits, or recruit nobody (NS-RECR-1)</source>
        <translation>tira per le tue reclute, oppure non reclutare nessuno (NS-RECR-1)</translation>
    </message>
    <message>
        <source>{n} recruits left, but only {can} can be placed ({rule}): place militia in your recruitment cities (NS-RECR-3)</source>
        <translation>{n} reclute rimaste, ma c&apos;è posto solo per {can} ({rule}): piazza la milizia nelle tue città di reclutamento (NS-RECR-3)</translation>
    </message>
    <message>
        <source>1 recruit left: place militia in your recruitment cities (NS-RECR-3)</source>
        <translation>1 recluta rimasta: piazza la milizia nelle tue città di reclutamento (NS-RECR-3)</translation>
    </message>
    <message>
        <source>{n} recruits left: place militia in your recruitment cities (NS-RECR-3)</source>
        <translation>{n} reclute rimaste: piazza la milizia nelle tue città di reclutamento (NS-RECR-3)</translation>
    </message>
    <message>
        <source>recruits</source>
        <translation>le reclute</translation>
    </message>
    <message>
        <source>{side}: {n} recruits</source>
        <translation>{side}: {n} reclute</translation>
    </message>
    <message>
        <source>The Union drafts {n} militia infantry: up to {total} may be on the map</source>
        <translation>L&apos;Unione arruola {n} fanterie di milizia con la coscrizione: fino a {total} possono essere sulla mappa</translation>
    </message>
    <message>
        <source>{unit}: no such unit</source>
        <translation>{unit}: unità inesistente</translation>
    </message>
    <message>
        <source>{unit} is not a unit of the {side}</source>
        <translation>{unit} non è un&apos;unità della fazione {side}</translation>
    </message>
    <message>
        <source>{unit} is not on the map</source>
        <translation>{unit} non è sulla mappa</translation>
    </message>
    <message>
        <source>{unit} is not in {box}, the box this march started from (NS-MOVE-3)</source>
        <translation>{unit} non è a {box}, la casella da cui è partita questa marcia (NS-MOVE-3)</translation>
    </message>
    <message>
        <source>{unit} has already taken part in this march (NS-MOVE-3)</source>
        <translation>{unit} ha già preso parte a questa marcia (NS-MOVE-3)</translation>
    </message>
    <message>
        <source>a path starts at the unit&apos;s box, {box}</source>
        <translation>un percorso inizia dalla casella dell&apos;unità, {box}</translation>
    </message>
    <message>
        <source>no march goes further than two boxes (T4, NS-MOVE-4)</source>
        <translation>nessuna marcia va oltre due caselle (T4, NS-MOVE-4)</translation>
    </message>
    <message>
        <source>{a} and {b} are not joined by a line (NS-MOVE-3)</source>
        <translation>{a} e {b} non sono unite da una linea (NS-MOVE-3)</translation>
    </message>
    <message>
        <source>a march does not come back to the box it started from</source>
        <translation>una marcia non torna alla casella da cui è partita</translation>
    </message>
    <message>
        <source>infantry moves only one box by road (T4, NS-MOVE-4)</source>
        <translation>la fanteria si muove di una sola casella per strada (T4, NS-MOVE-4)</translation>
    </message>
    <message>
        <source>infantry uses only one kind of line in a march (NS-MOVE-6)</source>
        <translation>la fanteria usa un solo tipo di linea in una marcia (NS-MOVE-6)</translation>
    </message>
    <message>
        <source>cavalry does not mix river with road or railroad in a march (NS-MOVE-6)</source>
        <translation>la cavalleria non combina fiume con strada o ferrovia in una marcia (NS-MOVE-6)</translation>
    </message>
    <message>
        <source>infantry goes two boxes by railroad only along its own railroads, both ends owned by its side (NS-MOVE-5)</source>
        <translation>la fanteria percorre due caselle in ferrovia solo lungo le proprie ferrovie, con entrambe le estremità possedute dalla sua fazione (NS-MOVE-5)</translation>
    </message>
    <message>
        <source>{box} holds enemy units: a unit entering it must stop there (NS-MOVE-8)</source>
        <translation>{box} contiene unità nemiche: un&apos;unità che vi entra deve fermarsi lì (NS-MOVE-8)</translation>
    </message>
    <message>
        <source>{unit} has made its one jump this player turn (NS-JUMP-3)</source>
        <translation>{unit} ha già fatto il suo unico salto in questo turno del giocatore (NS-JUMP-3)</translation>
    </message>
    <message>
        <source>a jump may not end in a box holding enemy units (NS-JUMP-1)</source>
        <translation>un salto non può terminare in una casella che contiene unità nemiche (NS-JUMP-1)</translation>
    </message>
    <message>
        <source>a cavalry jump may not pass through a box holding enemy cavalry (NS-JUMP-1, NS-JUMP-3)</source>
        <translation>un salto della cavalleria non può passare per una casella che contiene cavalleria nemica (NS-JUMP-1, NS-JUMP-3)</translation>
    </message>
    <message>
        <source>only cavalry jumps along roads and railroads, and only the Union jumps along rivers, downstream on both lines (NS-JUMP-1, NS-JUMP-2)</source>
        <translation>solo la cavalleria salta lungo strade e ferrovie, e solo l&apos;Unione salta lungo i fiumi, a valle su entrambe le linee (NS-JUMP-1, NS-JUMP-2)</translation>
    </message>
    <message>
        <source>no unit of yours in {box} can move or fortify now (NS-MOVE-3, NS-MOVE-7)</source>
        <translation>nessuna delle tue unità a {box} può ora muoversi o fortificarsi (NS-MOVE-3, NS-MOVE-7)</translation>
    </message>
    <message>
        <source>start a march from a box first (NS-MOVE-3)</source>
        <translation>inizia prima una marcia da una casella (NS-MOVE-3)</translation>
    </message>
    <message>
        <source>finish the march from {box} first (end-march) (NS-MOVE-3)</source>
        <translation>termina prima la marcia da {box} (end-march) (NS-MOVE-3)</translation>
    </message>
    <message>
        <source>{unit} cannot be promoted: elite units are not promoted, and a counter of the next quality must be left (NS-PROM-1, NS-PROM-5)</source>
        <translation>{unit} non può essere promossa: le unità d&apos;élite non vengono promosse, e deve restare una pedina della qualità successiva (NS-PROM-1, NS-PROM-5)</translation>
    </message>
    <message>
        <source>{box}: no such box</source>
        <translation>{box}: casella inesistente</translation>
    </message>
    <message>
        <source>a path names the unit&apos;s box and at least one more</source>
        <translation>un percorso nomina la casella dell&apos;unità e almeno un&apos;altra</translation>
    </message>
    <message>
        <source>only the Union moves by sea (NS-SEA-1)</source>
        <translation>solo l&apos;Unione si muove per mare (NS-SEA-1)</translation>
    </message>
    <message>
        <source>{unit} did not begin the player turn in a port box (NS-SEA-2)</source>
        <translation>{unit} non ha iniziato il turno del giocatore in una casella porto (NS-SEA-2)</translation>
    </message>
    <message>
        <source>{unit} has already moved this player turn; a sea move is its only move (NS-SEA-2)</source>
        <translation>{unit} si è già mossa in questo turno del giocatore; un movimento per mare è il suo unico movimento (NS-SEA-2)</translation>
    </message>
    <message>
        <source>{box} is not a port (NS-SEA-2)</source>
        <translation>{box} non è un porto (NS-SEA-2)</translation>
    </message>
    <message>
        <source>{box} is not a port the Union owns (NS-SEA-2)</source>
        <translation>{box} non è un porto posseduto dall&apos;Unione (NS-SEA-2)</translation>
    </message>
    <message>
        <source>a sea landing needs a march roll of 6 (NS-SEA-3)</source>
        <translation>uno sbarco dal mare richiede un 6 al tiro per le marce (NS-SEA-3)</translation>
    </message>
    <message>
        <source>landing units start in {box} (NS-SEA-4)</source>
        <translation>le unità che sbarcano partono da {box} (NS-SEA-4)</translation>
    </message>
    <message>
        <source>on this map no box is where sea landings start (NS-SEA-4: the Confederacy&apos;s objective)</source>
        <translation>su questa mappa nessuna casella è il punto di partenza degli sbarchi dal mare (NS-SEA-4: l&apos;obiettivo della Confederazione)</translation>
    </message>
    <message>
        <source>a landing goes to a port the Confederacy owns (NS-SEA-4, NS-SEA-5)</source>
        <translation>uno sbarco va in un porto posseduto dalla Confederazione (NS-SEA-4, NS-SEA-5)</translation>
    </message>
    <message>
        <source>this player turn&apos;s landing goes to {box}: one port per landing (NS-SEA-5)</source>
        <translation>lo sbarco di questo turno del giocatore va a {box}: un porto per sbarco (NS-SEA-5)</translation>
    </message>
    <message>
        <source>{unit} is in {box} already</source>
        <translation>{unit} è già a {box}</translation>
    </message>
    <message>
        <source>{box} holds Confederate units: only a landing goes there (NS-SEA-2)</source>
        <translation>{box} contiene unità confederate: ci va solo uno sbarco (NS-SEA-2)</translation>
    </message>
    <message>
        <source>January</source>
        <translation>gennaio</translation>
    </message>
    <message>
        <source>February</source>
        <translation>febbraio</translation>
    </message>
    <message>
        <source>March</source>
        <translation>marzo</translation>
    </message>
    <message>
        <source>April</source>
        <translation>aprile</translation>
    </message>
    <message>
        <source>May</source>
        <translation>maggio</translation>
    </message>
    <message>
        <source>June</source>
        <translation>giugno</translation>
    </message>
    <message>
        <source>July</source>
        <translation>luglio</translation>
    </message>
    <message>
        <source>August</source>
        <translation>agosto</translation>
    </message>
    <message>
        <source>September</source>
        <translation>settembre</translation>
    </message>
    <message>
        <source>October</source>
        <translation>ottobre</translation>
    </message>
    <message>
        <source>November</source>
        <translation>novembre</translation>
    </message>
    <message>
        <source>December</source>
        <translation>dicembre</translation>
    </message>
    <message>
        <source>{month} {year}</source>
        <translation>{month} {year}</translation>
    </message>
    <message>
        <source>{first}-{last} {year}</source>
        <translation>{first}-{last} {year}</translation>
    </message>
    <message>
        <source>Game turn {n}: {months}</source>
        <translation>Turno di gioco {n}: {months}</translation>
    </message>
    <message>
        <source>{side} player turn</source>
        <translation>Turno del giocatore ({side})</translation>
    </message>
    <message>
        <source>The armies are set up: July 1861</source>
        <translation>Gli eserciti sono schierati: luglio 1861</translation>
    </message>
    <message>
        <source>The short game: ten game turns, July 1861 to June 1862</source>
        <translation>Partita breve: dieci turni di gioco, da luglio 1861 a giugno 1862</translation>
    </message>
    <message>
        <source>Inexperienced Union player: Confederate victory only at the end of a Union player turn</source>
        <translation>Giocatore dell&apos;Unione inesperto: vittoria della Confederazione solo alla fine di un turno del giocatore dell&apos;Unione</translation>
    </message>
    <message>
        <source>Historical recruiting: table T9, two recruits in cities of value 3 or more</source>
        <translation>Reclutamento storico: tabella T9, due reclute nelle città di valore 3 o più</translation>
    </message>
    <message>
        <source>Confederate replacements: two promotions on a roll of 1 or 2</source>
        <translation>Rimpiazzi confederati: due promozioni con un tiro di 1 o 2</translation>
    </message>
    <message>
        <source>The Union owns every Confederate recruitment city of value 2 or 3 at once</source>
        <translation>L&apos;Unione possiede contemporaneamente ogni città di reclutamento confederata di valore 2 o 3</translation>
    </message>
    <message>
        <source>The Confederacy occupies Washington</source>
        <translation>La Confederazione occupa Washington</translation>
    </message>
    <message>
        <source>The Confederate army maximum ({csa}) is higher than the Union&apos;s ({usa})</source>
        <translation>La dimensione massima dell&apos;esercito confederato ({csa}) supera quella dell&apos;Unione ({usa})</translation>
    </message>
    <message>
        <source>The Union has not won by the end of game turn {turn}</source>
        <translation>L&apos;Unione non ha vinto entro la fine del turno di gioco {turn}</translation>
    </message>
    <message>
        <source>The short game is over: the Union army maximum ({usa}) is at least 5 higher than the Confederacy&apos;s ({csa})</source>
        <translation>La partita breve è finita: la dimensione massima dell&apos;esercito dell&apos;Unione ({usa}) supera di almeno 5 quella della Confederazione ({csa})</translation>
    </message>
    <message>
        <source>The short game is over: the Union army maximum ({usa}) is not 5 higher than the Confederacy&apos;s ({csa})</source>
        <translation>La partita breve è finita: la dimensione massima dell&apos;esercito dell&apos;Unione ({usa}) non supera di 5 quella della Confederazione ({csa})</translation>
    </message>
    <message>
        <source>Gettysburg, 1-3 July 1863 (the battle)</source>
        <extracomment>the game&apos;s id: its ruleset&apos;s name, written in records and saved games the module holding its computer kit as ``KIT`` (ai/kit.py imports it when the computer first plays) the module of its figures in the project&apos;s benchmark (benchmark.py): playouts, its maps the module that checks its own files for validate and topology (scenario/commands.py) the module that plays it at the terminal (cli.py&apos;s play and playout): the board as text, the menu, playouts</extracomment>
        <translation>Gettysburg, 1-3 luglio 1863 (la battaglia)</translation>
    </message>
    <message>
        <source>Crossroads (a small test battlefield)</source>
        <translation>Crossroads (un piccolo campo di battaglia di prova)</translation>
    </message>
    <message>
        <source>Gettysburg (Martin Wallace, 1863: the battle)</source>
        <translation>Gettysburg (Martin Wallace, 1863: la battaglia)</translation>
    </message>
    <message>
        <source>The whole war, July 1861 to June 1865</source>
        <extracomment>the variants a scenario is played with whatever New game ticks (NS-SHORT: the short game) what New game lists: scenario id -&gt; title</extracomment>
        <translation>L&apos;intera guerra, da luglio 1861 a giugno 1865</translation>
    </message>
    <message>
        <source>The short game, July 1861 to June 1862</source>
        <translation>La partita breve, da luglio 1861 a giugno 1862</translation>
    </message>
    <message>
        <source>Norden &amp; Süden (Frank Chadwick: the whole war, 1861-1865)</source>
        <translation>Norden &amp; Süden (Frank Chadwick: l&apos;intera guerra, 1861-1865)</translation>
    </message>
    <message>
        <source>{side}, the only choice: {what}</source>
        <extracomment>the lone decisions the log tells as &quot;the only choice: ...&quot; nothing is hidden: every side sees the whole position (no hot-seat curtain needed) the keys of the events&apos; data that name boxes (a ``target`` names a unit here)</extracomment>
        <translation>{side}, unica scelta: {what}</translation>
    </message>
    <message>
        <source>The game is over: the {side} wins. {why}</source>
        <translation>La partita è finita: vince la fazione {side}. {why}</translation>
    </message>
    <message>
        <source>{side} {what} (any of the {n} alike units would do)</source>
        <extracomment>the lone decisions the log tells as &quot;the only choice: ...&quot; (choices among pieces, places and discs; not the buttons that close a step: ending a turn or a move, keeping the artillery)</extracomment>
        <translation>{side}: {what} (andrebbe bene uno qualsiasi dei {n} pezzi uguali)</translation>
    </message>
    <message>
        <source>{unit}: click where it goes or what it fires at (highlighted), or Esc</source>
        <extracomment>the verbs whose unit is clicked first and a box (or an enemy counter) next the buttons that give something up: offered after the others the verbs a click on a box means the buttons in the order of the player turn (NS-SEQ-2), each always in its place (``button_group``): the march roll, the movement&apos;s, the battles&apos;, the promotion&apos;s, the recruitment roll and its end (&quot;roll&quot; twice: its segment&apos;s is live)</extracomment>
        <translation>{unit}: fai clic su dove va o su cosa spara (evidenziato), oppure Esc</translation>
    </message>
    <message>
        <source>Click the enemy counter {unit} fires at (NS-FIRE-1)</source>
        <translation>Fai clic sulla pedina nemica a cui spara {unit} (NS-FIRE-1)</translation>
    </message>
    <message>
        <source>{box}: {why}</source>
        <translation>{box}: {why}</translation>
    </message>
    <message>
        <source>Nothing to do in {box} now: {prompt}</source>
        <translation>A {box} non c&apos;è nulla da fare ora: {prompt}</translation>
    </message>
    <message>
        <source>Nothing for {unit} to do now: {prompt}</source>
        <translation>Per {unit} non c&apos;è nulla da fare ora: {prompt}</translation>
    </message>
    <message>
        <source>{unit} fires only at an enemy unit in its battle (NS-FIRE-1)</source>
        <translation>{unit} spara solo a un&apos;unità nemica nella sua battaglia (NS-FIRE-1)</translation>
    </message>
    <message>
        <source>{box} is more than two boxes from {unit}&apos;s box (T4, NS-MOVE-4)</source>
        <translation>{box} dista più di due caselle dalla casella di {unit} (T4, NS-MOVE-4)</translation>
    </message>
    <message>
        <source>{what}: the march left is lost (NS-MOVE-7). Press Confirm or Enter to end the movement, Esc to step back.</source>
        <translation>{what}: la marcia rimasta va persa (NS-MOVE-7). Premi Conferma o Invio per terminare il movimento, Esc per tornare indietro.</translation>
    </message>
    <message>
        <source>{what}: the {n} marches left are lost (NS-MOVE-7). Press Confirm or Enter to end the movement, Esc to step back.</source>
        <translation>{what}: le {n} marce rimaste vanno perse (NS-MOVE-7). Premi Conferma o Invio per terminare il movimento, Esc per tornare indietro.</translation>
    </message>
    <message>
        <source>The marches left are lost (NS-MOVE-7) (Enter)</source>
        <translation>Le marce rimaste vanno perse (NS-MOVE-7) (Invio)</translation>
    </message>
    <message>
        <source>{table}: {south} against {north} (the players set up)</source>
        <extracomment>the battle New game starts with between the parts of a match-up&apos;s id: its table&apos;s battle, the South&apos;s army, the North&apos;s</extracomment>
        <translation>{table}: {south} contro {north} (i giocatori schierano)</translation>
    </message>
    <message>
        <source>Schlachten im Finsterland (Georg Pils: miniatures on a free table)</source>
        <translation>Schlachten im Finsterland (Georg Pils: miniature su un tavolo libero)</translation>
    </message>
    <message>
        <source>fire with the units that did not move: {group} first (FL-FIRE-7)</source>
        <extracomment>FL-FIRE-8: the groups that fire in turn in each step (machine guns and artillery fire by strip and disc) (firer, target) -&gt; what the firer makes of it (None: it may not fire at it); dropped when either changes</extracomment>
        <translation>spara con le unità che non si sono mosse: prima {group} (FL-FIRE-7)</translation>
    </message>
    <message>
        <source>fire at the units that moved or stand in sight: {group} (FL-FIRE-2)</source>
        <translation>spara alle unità che si sono mosse o che sono in vista: {group} (FL-FIRE-2)</translation>
    </message>
    <message>
        <source>{side} fires no more</source>
        <translation>{side}: non spara più</translation>
    </message>
    <message>
        <source>, {cover} cover</source>
        <translation>, copertura {cover}</translation>
    </message>
    <message>
        <source>{unit} fires at {target} at {d} in: {hits}{cover}, {after} suffered</source>
        <translation>{unit} spara a {target} da {d} pollici: {hits}{cover}, {after} subiti</translation>
    </message>
    <message>
        <source>{n} hits</source>
        <translation>{n} colpi</translation>
    </message>
    <message>
        <source>{hits} hits into the melee: {each} to each of its {n} units, {lost} lost</source>
        <translation>{hits} colpi nella mischia: {each} a ciascuna delle sue {n} unità, {lost} persi</translation>
    </message>
    <message>
        <source>write the sectors your artillery will bombard, one a gun that may fire (FL-ART-1)</source>
        <extracomment>FL-FIRE-8: the guns&apos; groups in Beschuss, after infantry and cavalry T7: which kind of gun belongs to which group FL-MG-1: a machine gun&apos;s strip is as long as its range</extracomment>
        <translation>scrivi i settori che la tua artiglieria bombarderà, uno per ogni pezzo che può sparare (FL-ART-1)</translation>
    </message>
    <message>
        <source>Every gun that may fire has its sector: the plan is written (FL-RUL-2)</source>
        <translation>Ogni pezzo che può sparare ha il suo settore: il piano è scritto (FL-RUL-2)</translation>
    </message>
    <message>
        <source>{sector} is written already (FL-RUL-2)</source>
        <translation>{sector} è già scritto (FL-RUL-2)</translation>
    </message>
    <message>
        <source>{kind} artillery: {reason}</source>
        <translation>artiglieria {kind}: {reason}</translation>
    </message>
    <message>
        <source>{sector} may not be bombarded: {reasons} ({rule})</source>
        <translation>{sector} non può essere bombardato: {reasons} ({rule})</translation>
    </message>
    <message>
        <source>{a}; {b}</source>
        <translation>{a}; {b}</translation>
    </message>
    <message>
        <source>{side} writes a sector for its {kind} artillery</source>
        <translation>{side}: scrive un settore per la sua artiglieria {kind}</translation>
    </message>
    <message>
        <source>{side} writes {sector} for its {kind} artillery, round {n}</source>
        <translation>{side}: scrive {sector} per la sua artiglieria {kind}, turno {n}</translation>
    </message>
    <message>
        <source>no gun of it may fire this round (FL-GUN-2)</source>
        <translation>nessuno dei suoi pezzi può sparare in questo turno (FL-GUN-2)</translation>
    </message>
    <message>
        <source>no enemy unit lies where a disc may fall in {sectors} (FL-BOMB-3)</source>
        <translation>nessuna unità nemica si trova dove può cadere un disco in {sectors} (FL-BOMB-3)</translation>
    </message>
    <message>
        <source>{side}&apos;s {kind} artillery lays no disc on {sectors}: {why}</source>
        <translation>{side}: l&apos;artiglieria {kind} non posa alcun disco su {sectors}: {why}</translation>
    </message>
    <message>
        <source>{side}&apos;s {kind} artillery lays no disc</source>
        <translation>{side}: l&apos;artiglieria {kind} non posa alcun disco</translation>
    </message>
    <message>
        <source>fire your {group} (FL-FIRE-8)</source>
        <translation>fai fuoco con i tuoi pezzi: {group} (FL-FIRE-8)</translation>
    </message>
    <message>
        <source>{side}&apos;s {group} fire no more</source>
        <translation>{side}: {group} non sparano più</translation>
    </message>
    <message>
        <source>{unit} lays a disc face down at {x}, {y}</source>
        <translation>{unit} posa un disco a faccia in giù in {x}, {y}</translation>
    </message>
    <message>
        <source>, cut at {reach} by {what}</source>
        <translation>, interrotta a {reach} da {what}</translation>
    </message>
    <message>
        <source>{unit} fires at {part}</source>
        <translation>{unit} spara su {part}</translation>
    </message>
    <message>
        <source>{unit} fires</source>
        <translation>{unit} spara</translation>
    </message>
    <message>
        <source>{fires}: a strip {width}&quot; wide toward {deg} degrees{cut}: {n} models under it</source>
        <translation>{fires}: una striscia larga {width}&quot; in direzione {deg} gradi{cut}: {n} modelli sotto</translation>
    </message>
    <message>
        <source>{side}&apos;s {kind} discs are reshuffled</source>
        <translation>{side}: i dischi dell&apos;artiglieria {kind} vengono rimescolati</translation>
    </message>
    <message>
        <source>the disc at {x}, {y}: {face}</source>
        <translation>il disco in {x}, {y}: {face}</translation>
    </message>
    <message>
        <source>no model lies more than half under it</source>
        <translation>nessun modello vi sta sotto per più di metà</translation>
    </message>
    <message>
        <source>{unit}: {hits}</source>
        <translation>{unit}: {hits}</translation>
    </message>
    <message>
        <source>{unit}: {what}</source>
        <translation>{unit}: {what}</translation>
    </message>
    <message>
        <source>{unit} is damaged by Treffer F and cannot move until after round {n}</source>
        <translation>{unit} è danneggiato da Treffer F e non può muoversi fino a dopo il turno {n}</translation>
    </message>
    <message>
        <source>{unit} loses {n}, {left} left</source>
        <translation>{unit} perde {n}, ne restano {left}</translation>
    </message>
    <message>
        <source>{unit} is destroyed</source>
        <translation>{unit} è distrutta</translation>
    </message>
    <message>
        <source>it charges only once it has reached {sector}</source>
        <extracomment>FL-SPEC (the NCO): how much farther than its allowance a unit&apos;s charge may reach, judged the kinds whose melee frightens (FL-MOR-7: a tank or a walker)</extracomment>
        <translation>carica solo dopo aver raggiunto {sector}</translation>
    </message>
    <message>
        <source>holding, it charges only enemies with a model in {sector}</source>
        <translation>tenendo la posizione, carica solo nemici con un modello in {sector}</translation>
    </message>
    <message>
        <source>{unit} could reach {target} but may not charge: its order is {order}: {why}</source>
        <translation>{unit} potrebbe raggiungere {target} ma non può caricare: il suo ordine è {order}: {why}</translation>
    </message>
    <message>
        <source>charge with units that moved, or end the charges (FL-CHG-1)</source>
        <translation>carica con le unità che si sono mosse, oppure termina le cariche (FL-CHG-1)</translation>
    </message>
    <message>
        <source>{unit} charges {target}: {why}</source>
        <translation>{unit} carica {target}: {why}</translation>
    </message>
    <message>
        <source>{unit} closes the door on {enemy}: a step aside of {cost} in (of {allowance})</source>
        <translation>{unit} chiude la porta a {enemy}: un passo di lato di {cost} pollici (su {allowance})</translation>
    </message>
    <message>
        <source>{unit} closes up to {enemy}: {cost} of {allowance} in</source>
        <translation>{unit} serra le file contro {enemy}: {cost} pollici su {allowance}</translation>
    </message>
    <message>
        <source>{line} ({rules})</source>
        <translation>{line} ({rules})</translation>
    </message>
    <message>
        <source>{unit} would leave the table</source>
        <extracomment>D15: a moving unit&apos;s place is sampled at least this often along each leg, for Beschuss FL-FORM-6: a change of formation widens a unit by at most this many files the wheels the legal list offers each unit (the window and the computer draw any other) the move&apos;s cost and allowance, for the ruler (&quot;3.50 of 4.00&quot;) any model changed its place (a gun that only turns has not moved, FL-GUN-2, FL-MOVE-7)</extracomment>
        <translation>{unit} uscirebbe dal tavolo</translation>
    </message>
    <message>
        <source>{unit} would pass through or stand on another unit&apos;s bases</source>
        <translation>{unit} passerebbe attraverso le basette di un&apos;altra unità o si fermerebbe su di esse</translation>
    </message>
    <message>
        <source>{unit} is not a unit of the active player</source>
        <translation>{unit} non è un&apos;unità del giocatore attivo</translation>
    </message>
    <message>
        <source>{unit} is in melee and stays in contact (D21)</source>
        <translation>{unit} è in mischia e resta a contatto (D21)</translation>
    </message>
    <message>
        <source>{unit} was damaged by Treffer F in round {since}: it cannot move until after round {n}</source>
        <translation>{unit} è stato danneggiato da Treffer F nel turno {since}: non può muoversi fino a dopo il turno {n}</translation>
    </message>
    <message>
        <source>{unit} gets into a vehicle of its side</source>
        <translation>{unit} sale su un veicolo della sua parte</translation>
    </message>
    <message>
        <source>{unit} never moves (T7)</source>
        <translation>{unit} non si muove mai (T7)</translation>
    </message>
    <message>
        <source>a block or line advances and wheels only (FL-FACE-1)</source>
        <translation>un blocco o una linea può solo avanzare e convergere (FL-FACE-1)</translation>
    </message>
    <message>
        <source>{unit} was re-formed this round already</source>
        <translation>{unit} è già stata riordinata in questo turno</translation>
    </message>
    <message>
        <source>{unit} turned or re-formed instead of moving in its last round (D12)</source>
        <translation>{unit} nel suo ultimo turno si è voltata o riordinata invece di muoversi (D12)</translation>
    </message>
    <message>
        <source>{verb} is no movement</source>
        <translation>{verb} non è un movimento</translation>
    </message>
    <message>
        <source>{unit} is in {vehicle}: it gets out first</source>
        <translation>{unit} è su {vehicle}: prima deve scendere</translation>
    </message>
    <message>
        <source>only blocks and lines turn (FL-FACE-3)</source>
        <translation>solo blocchi e linee si voltano (FL-FACE-3)</translation>
    </message>
    <message>
        <source>{unit} has no formation (FL-FORM-1)</source>
        <translation>{unit} non ha formazione (FL-FORM-1)</translation>
    </message>
    <message>
        <source>{word} is no formation: block, line or skirmish</source>
        <translation>{word} non è una formazione: block, line o skirmish</translation>
    </message>
    <message>
        <source>a line is wider than six files (FL-FORM-3)</source>
        <translation>una linea è più larga di sei file (FL-FORM-3)</translation>
    </message>
    <message>
        <source>a block is six files wide (FL-FORM-2)</source>
        <translation>un blocco è largo sei file (FL-FORM-2)</translation>
    </message>
    <message>
        <source>a change of formation widens a unit by at most 12 files (FL-FORM-6)</source>
        <translation>un cambio di formazione allarga un&apos;unità di al più 12 file (FL-FORM-6)</translation>
    </message>
    <message>
        <source>{unit} already stands so</source>
        <translation>{unit} è già schierata così</translation>
    </message>
    <message>
        <source>move your units, one at a time, or end the movement (FL-MOVE-1)</source>
        <extracomment>the verbs of one unit&apos;s action in the movement step</extracomment>
        <translation>muovi le tue unità, una alla volta, oppure termina il movimento (FL-MOVE-1)</translation>
    </message>
    <message>
        <source>give the dice {dice} to your commands {commands} (BB-PIP-1)</source>
        <translation>assegna i dadi {dice} ai tuoi comandi {commands} (BB-PIP-1)</translation>
    </message>
    <message>
        <source>Bound {n}, {side}: the PIP dice show {dice}</source>
        <translation>Turno {n}, {side}: i dadi PIP mostrano {dice}</translation>
    </message>
    <message>
        <source>{e} contacts {o} on its left flank</source>
        <extracomment>BB-TAC-1: a second move stays more than 1000 paces from every visible enemy a move&apos;s front edge against an enemy&apos;s side or rear, in the log (the enemy turns to face it at the end of the movement unless it is held front to front, BB-MOVE-10)</extracomment>
        <translation>{e} entra in contatto con {o} sul suo fianco sinistro</translation>
    </message>
    <message>
        <source>{e} contacts {o} on its right flank</source>
        <translation>{e} entra in contatto con {o} sul suo fianco destro</translation>
    </message>
    <message>
        <source>{e} contacts {o} in the rear</source>
        <translation>{e} entra in contatto con {o} alle sue spalle</translation>
    </message>
    <message>
        <source>{side}: PIPs {pips}</source>
        <translation>{side}: PIP {pips}</translation>
    </message>
    <message>
        <source>pick an element to move with your PIPs, or end the movement (BB-PIP-2)</source>
        <translation>scegli un elemento da muovere con i tuoi PIP, o termina il movimento (BB-PIP-2)</translation>
    </message>
    <message>
        <source>{side} ends the movement</source>
        <translation>{side}: termina il movimento</translation>
    </message>
    <message>
        <source>the movement of the {side} ends</source>
        <translation>il movimento della fazione {side} termina</translation>
    </message>
    <message>
        <source>move {e}, or let it stand (BB-MOVE-2)</source>
        <translation>muovi {e}, o lascialo fermo (BB-MOVE-2)</translation>
    </message>
    <message>
        <source>straight ahead: {why}</source>
        <translation>dritto avanti: {why}</translation>
    </message>
    <message>
        <source>move the group {ids}, or let it stand (BB-MOVE-4)</source>
        <translation>muovi il gruppo {ids}, o lascialo fermo (BB-MOVE-4)</translation>
    </message>
    <message>
        <source>no such group</source>
        <translation>nessun gruppo così</translation>
    </message>
    <message>
        <source>{e} is in melee: no element of a group may be (BB-MOVE-3)</source>
        <translation>{e} è in mischia: nessun elemento di un gruppo può esserlo (BB-MOVE-3)</translation>
    </message>
    <message>
        <source>{cost} PIPs needed, {command} has {n} (BB-PIP-3)</source>
        <translation>servono {cost} PIP, {command} ne ha {n} (BB-PIP-3)</translation>
    </message>
    <message>
        <source>a torrent is tried element by element, not by a group (BB-RIVER-2)</source>
        <translation>un torrente si tenta elemento per elemento, non in gruppo (BB-RIVER-2)</translation>
    </message>
    <message>
        <source>a second move within 1000 paces of a visible enemy (BB-TAC-1, -4)</source>
        <translation>un secondo movimento entro 1000 passi da un nemico visibile (BB-TAC-1, -4)</translation>
    </message>
    <message>
        <source>{r} is rolled: {face}</source>
        <translation>per {r} si tira: {face}</translation>
    </message>
    <message>
        <source>{ids} move as a group ({pips})</source>
        <translation>{ids} si muovono in gruppo ({pips})</translation>
    </message>
    <message>
        <source>{r} is rolled: {face}, {kind}</source>
        <translation>per {r} si tira: {face}, {kind}</translation>
    </message>
    <message>
        <source>{e} tries the torrent {r}: {roll}, it crosses</source>
        <translation>{e} tenta il torrente {r}: {roll}, lo attraversa</translation>
    </message>
    <message>
        <source>{e} tries the torrent {r}: {roll}, the move ends at the bank; no more crossings of it this bound</source>
        <translation>{e} tenta il torrente {r}: {roll}, il movimento finisce sulla riva; nessun altro attraversamento in questo turno</translation>
    </message>
    <message>
        <source>1 PIP</source>
        <translation>1 PIP</translation>
    </message>
    <message>
        <source>{n} PIPs</source>
        <translation>{n} PIP</translation>
    </message>
    <message>
        <source>{e} breaks off from {o} ({pips})</source>
        <translation>{e} rompe il contatto con {o} ({pips})</translation>
    </message>
    <message>
        <source>{e} dismounts ({pips})</source>
        <translation>{e} smonta ({pips})</translation>
    </message>
    <message>
        <source>{e} moves {mm} mm ({pips})</source>
        <translation>{e} si muove di {mm} mm ({pips})</translation>
    </message>
    <message>
        <source>{e} contacts {o}</source>
        <translation>{e} entra in contatto con {o}</translation>
    </message>
    <message>
        <source>no element of the active side</source>
        <translation>nessun elemento della parte attiva</translation>
    </message>
    <message>
        <source>the camp never moves</source>
        <translation>l&apos;accampamento non si muove mai</translation>
    </message>
    <message>
        <source>{e}&apos;s command is demoralised: it withdraws (BB-WIN-3)</source>
        <translation>il comando di {e} è demoralizzato: si ritira (BB-WIN-3)</translation>
    </message>
    <message>
        <source>{e} dismounted this bound: no further move (BB-TAC-1)</source>
        <translation>{e} è smontato in questo turno: nessun altro movimento (BB-TAC-1)</translation>
    </message>
    <message>
        <source>{e} was picked and let stand this bound (BB-PIP-2)</source>
        <translation>{e} è stato scelto e lasciato fermo in questo turno (BB-PIP-2)</translation>
    </message>
    <message>
        <source>{e} is in front contact and cannot break off: {why}</source>
        <translation>{e} è in contatto frontale e non può rompere il contatto: {why}</translation>
    </message>
    <message>
        <source>{e} is in no melee to break off from (BB-BREAK-1)</source>
        <translation>{e} non è in una mischia da cui ritirarsi (BB-BREAK-1)</translation>
    </message>
    <message>
        <source>{e} is in front contact: it only breaks off (BB-MOVE-9)</source>
        <translation>{e} è in contatto frontale: può solo rompere il contatto (BB-MOVE-9)</translation>
    </message>
    <message>
        <source>only mounted cavalry dismounts (BB-TYPE-7)</source>
        <translation>solo la cavalleria montata smonta (BB-TYPE-7)</translation>
    </message>
    <message>
        <source>a second move within 1000 paces of a visible enemy (BB-TAC-1)</source>
        <translation>un secondo movimento entro 1000 passi da un nemico visibile (BB-TAC-1)</translation>
    </message>
    <message>
        <source>{e}&apos;s front is in the river: no turn or wheel until it has left the river bed (BB-RIVER-1)</source>
        <translation>Il fronte di {e} è nel fiume: nessuna rotazione né conversione finché non ha lasciato il letto del fiume (BB-RIVER-1)</translation>
    </message>
    <message>
        <source>no element may try to cross {r} again this bound but at a bridge or ford (BB-RIVER-2, BB-RUL-9)</source>
        <translation>in questo turno nessun elemento può più tentare di attraversare {r}, se non a un ponte o a un guado (BB-RIVER-2, BB-RUL-9)</translation>
    </message>
    <message>
        <source>only foot and mounted troops break off (BB-BREAK-2)</source>
        <translation>solo fanteria e truppe montate rompono il contatto (BB-BREAK-2)</translation>
    </message>
    <message>
        <source>only from simple front contact, flanks and rear free (BB-BREAK-1)</source>
        <translation>solo da un semplice contatto frontale, fianchi e retro liberi (BB-BREAK-1)</translation>
    </message>
    <message>
        <source>no room to go straight back its full move (BB-BREAK-2)</source>
        <translation>non c&apos;è spazio per arretrare dritto di tutto il movimento (BB-BREAK-2)</translation>
    </message>
    <message>
        <source>it would end in an enemy&apos;s zone of control (BB-BREAK-1)</source>
        <translation>finirebbe nella zona di controllo di un nemico (BB-BREAK-1)</translation>
    </message>
    <message>
        <source>{v} turns to face {a}</source>
        <translation>{v} si gira verso {a}</translation>
    </message>
    <message>
        <source>{e} withdraws off the table: lost</source>
        <translation>{e} si ritira fuori dal tavolo: perduto</translation>
    </message>
    <message>
        <source>{e} withdraws toward its base edge</source>
        <translation>{e} si ritira verso il proprio bordo</translation>
    </message>
    <message>
        <source>{e} is lost</source>
        <translation>{e} è perduto</translation>
    </message>
    <message>
        <source>{e}: {what}</source>
        <translation>{e}: {what}</translation>
    </message>
    <message>
        <source>{e} is destroyed</source>
        <translation>{e} è distrutto</translation>
    </message>
    <message>
        <source>{e} rolls {face}</source>
        <translation>{e} tira {face}</translation>
    </message>
    <message>
        <source>{gun}: shoot at the Jäger {j}, or ignore them and shoot at {t} (BB-SHOOT-8)</source>
        <translation>{gun}: spara ai Jäger {j}, o ignorali e spara a {t} (BB-SHOOT-8)</translation>
    </message>
    <message>
        <source>{gun} ignores the Jäger {j}</source>
        <translation>{gun} ignora i Jäger {j}</translation>
    </message>
    <message>
        <source>choose the next shooting combat (BB-SHOOT-13)</source>
        <extracomment>BB-SHOOT-8: the artillery whose owner was asked whether it ignores the Jäger, and the answers</extracomment>
        <translation>scegli il prossimo combattimento a distanza (BB-SHOOT-13)</translation>
    </message>
    <message>
        <source>{e} shooting at {t}</source>
        <translation>{e} spara a {t}</translation>
    </message>
    <message>
        <source>{e} shot at by {m}</source>
        <translation>{e}, bersagliato da {m}</translation>
    </message>
    <message>
        <source>{m} shoots at {t}: {mt} against {tt}</source>
        <translation>{m} spara a {t}: {mt} contro {tt}</translation>
    </message>
    <message>
        <source>equal totals: no effect</source>
        <translation>totali uguali: nessun effetto</translation>
    </message>
    <message>
        <source>{m} is not shot at by its target: it ignores the defeat</source>
        <translation>{m} non è bersagliato dal suo bersaglio: ignora la sconfitta</translation>
    </message>
    <message>
        <source>{f} recoils from the misfire</source>
        <translation>{f} indietreggia per il fuoco amico</translation>
    </message>
    <message>
        <source>choose the next melee (BB-MELEE-1)</source>
        <translation>scegli la prossima mischia (BB-MELEE-1)</translation>
    </message>
    <message>
        <source>{f} defends {c}</source>
        <translation>{f} difende {c}</translation>
    </message>
    <message>
        <source>{e} in melee with {o}</source>
        <translation>{e} in mischia con {o}</translation>
    </message>
    <message>
        <source>{a} against {b}: {ta} against {tb}</source>
        <translation>{a} contro {b}: {ta} contro {tb}</translation>
    </message>
    <message>
        <source>equal totals: no effect, both stay in contact</source>
        <translation>totali uguali: nessun effetto, entrambi restano in contatto</translation>
    </message>
    <message>
        <source>{c} is sacked: {w} moves into it; it counts as two lost elements</source>
        <translation>{c} è saccheggiato: {w} vi entra; conta come due elementi perduti</translation>
    </message>
    <message>
        <source>{f} recoils with its friend</source>
        <translation>{f} indietreggia con il suo vicino</translation>
    </message>
    <message>
        <source>{ids} won every combat: the group advances</source>
        <translation>{ids} hanno vinto ogni combattimento: il gruppo avanza</translation>
    </message>
    <message>
        <source>{c} is retaken</source>
        <translation>{c} è riconquistato</translation>
    </message>
    <message>
        <source>{c} has lost {n} of {size}: demoralised</source>
        <translation>{c} ha perso {n} su {size}: demoralizzato</translation>
    </message>
    <message>
        <source>{n} bounds fought, {k} lost each (decision 27)</source>
        <translation>{n} turni combattuti, {k} perduti ciascuno (decisione 27)</translation>
    </message>
    <message>
        <source>{n} bounds fought: {w} lost {a}, {l} {b} (decision 27)</source>
        <translation>{n} turni combattuti: {w} hanno perso {a}, {l} {b} (decisione 27)</translation>
    </message>
    <message>
        <source>both armies broke with equal losses (BB-WIN-5)</source>
        <translation>entrambi gli eserciti crollano con perdite uguali (BB-WIN-5)</translation>
    </message>
    <message>
        <source>{unit} is carried: get out at the vehicle&apos;s front or rear, or stay in (FL-TRANS-4)</source>
        <translation>{unit} è trasportata: scendi davanti o dietro il veicolo, o resta a bordo (FL-TRANS-4)</translation>
    </message>
    <message>
        <source>move {unit}: draw its legs, turn it, re-form it or let it stand</source>
        <translation>muovi {unit}: disegna il suo percorso, voltala, riordinala o lasciala sul posto</translation>
    </message>
    <message>
        <source>{unit} stays in its vehicle</source>
        <translation>{unit} resta sul suo veicolo</translation>
    </message>
    <message>
        <source>{unit} moves {cost} of {allowance} in</source>
        <translation>{unit} si muove di {cost} pollici su {allowance}</translation>
    </message>
    <message>
        <source>{unit}: {what}, re-formed by {officer}: it may still move, not charge</source>
        <translation>{unit}: {what}, riordinata da {officer}: può ancora muoversi, non caricare</translation>
    </message>
    <message>
        <source>your local guide leads through one piece of terrain in the enemy half, no larger than 6 by 6 inches, or a part of a larger one: choose a piece, click the sector of a part, or none (FL-SPEC-5)</source>
        <translation>la tua guida locale conduce attraverso un elemento di terreno nella metà nemica, non più grande di 6 per 6 pollici, o una parte di uno più grande: scegli un elemento, clicca il settore di una parte, o nessuno (FL-SPEC-5)</translation>
    </message>
    <message>
        <source>give your officers an order each to carry to a unit, or none (FL-SPEC-4)</source>
        <extracomment>its one listed action (the end) is still asked: the orders are written by clicks the list cannot hold</extracomment>
        <translation>dai ai tuoi ufficiali un ordine ciascuno da portare a un&apos;unità, o nessuno (FL-SPEC-4)</translation>
    </message>
    <message>
        <source>write the hidden order of {unit}: a sector and H, A or S (FL-ORD-1)</source>
        <translation>scrivi l&apos;ordine nascosto di {unit}: un settore e H, A o S (FL-ORD-1)</translation>
    </message>
    <message>
        <source>{side} writes the order of {unit}</source>
        <translation>{side}: scrive l&apos;ordine di {unit}</translation>
    </message>
    <message>
        <source>{side} orders {unit}: {order}</source>
        <translation>{side}: ordina a {unit}: {order}</translation>
    </message>
    <message>
        <source>collapses</source>
        <translation>crolla</translation>
    </message>
    <message>
        <source>stands</source>
        <translation>resiste</translation>
    </message>
    <message>
        <source>{unit} tests its morale: {terms} = {result}: {verdict}</source>
        <translation>{unit} fa la prova di morale: {terms} = {result}: {verdict}</translation>
    </message>
    <message>
        <source>{objective}: nobody captures it</source>
        <translation>{objective}: nessuno lo conquista</translation>
    </message>
    <message>
        <source>{objective}: {side} captures it, 1 point</source>
        <translation>{objective}: {side} lo conquista, 1 punto</translation>
    </message>
    <message>
        <source>{objective}: {side} captures it, {n} points</source>
        <translation>{objective}: lo conquista {side}, {n} punti</translation>
    </message>
    <message>
        <source>the armies&apos; set-ups are in sight: the deployment is not taken back (FL-SETUP-3)</source>
        <extracomment>FL-SEQ-2: a round&apos;s steps, in order what comes next: (&quot;orders&quot;, side), then (round, step) ... then (&quot;score&quot;,)</extracomment>
        <translation>gli schieramenti degli eserciti sono in vista: lo schieramento non si annulla (FL-SETUP-3)</translation>
    </message>
    <message>
        <source>Victory points: South {south}, North {north}</source>
        <translation>Punti vittoria: Sud {south}, Nord {north}</translation>
    </message>
    <message>
        <source>Round {n}: {side} is the active player</source>
        <translation>Turno {n}: {side} è il giocatore attivo</translation>
    </message>
    <message>
        <source>{side} goes first</source>
        <translation>{side} inizia</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>{unit} is not a unit of {side}</source>
        <extracomment>how far apart along the table&apos;s edge the places an arriving unit tries lie (inches)</extracomment>
        <translation>{unit} non è un&apos;unità di {side}</translation>
    </message>
    <message>
        <source>{words}: a place is X Y FACING, numbers</source>
        <translation>{words}: un posto è X Y ORIENTAMENTO, numeri</translation>
    </message>
    <message>
        <source>{unit} must stand wholly in the {side}&apos;s deployment zone (FL-SETUP-3)</source>
        <translation>{unit} deve stare tutta nella zona di schieramento di {side} (FL-SETUP-3)</translation>
    </message>
    <message>
        <source>{unit} would stand on the bases of {other} (FL-SETUP-3)</source>
        <translation>{unit} starebbe sulle basette di {other} (FL-SETUP-3)</translation>
    </message>
    <message>
        <source>drag your units where they start in your deployment zone, or click one to hold it in reserve (FL-SETUP-4); then end the deployment (FL-SETUP-3)</source>
        <extracomment>its one listed action (the end) is still asked: the units are placed by drags the list cannot hold</extracomment>
        <translation>trascina le tue unità dove cominciano nella tua zona di schieramento, o cliccane una per tenerla in riserva (FL-SETUP-4); poi termina lo schieramento (FL-SETUP-3)</translation>
    </message>
    <message>
        <source>{side} has deployed</source>
        <translation>{side} si è schierata</translation>
    </message>
    <message>
        <source>{side} places {unit}</source>
        <translation>{side} schiera {unit}</translation>
    </message>
    <message>
        <source>{unit} is placed at {x}, {y}</source>
        <translation>{unit} è schierata a {x}, {y}</translation>
    </message>
    <message>
        <source>There is no feature {id!r}</source>
        <translation>Non c&apos;è alcun elemento di terreno {id!r}</translation>
    </message>
    <message>
        <source>There is no objective {id!r}</source>
        <translation>Non c&apos;è alcun obiettivo {id!r}</translation>
    </message>
    <message>
        <source>An area needs at least 3 corners</source>
        <translation>Un&apos;area ha bisogno di almeno 3 vertici</translation>
    </message>
    <message>
        <source>The outline of {name} would cross itself: trace its edge once round</source>
        <translation>Il contorno di {name} si incrocerebbe: traccia il bordo una volta sola</translation>
    </message>
    <message>
        <source>A line needs at least 2 points</source>
        <translation>Una linea ha bisogno di almeno 2 punti</translation>
    </message>
    <message>
        <source>A line needs a width above 0</source>
        <translation>Una linea ha bisogno di una larghezza maggiore di 0</translation>
    </message>
    <message>
        <source>{name} {off}</source>
        <translation>{name}: {off}</translation>
    </message>
    <message>
        <source>({x:g}, {y:g}) is off the table</source>
        <translation>({x:g}, {y:g}) è fuori dal tavolo</translation>
    </message>
    <message>
        <source>{id!r} is not an id: use lower-case letters, digits and hyphens (birch-wood)</source>
        <translation>{id!r} non è un id: usa lettere minuscole, cifre e trattini (bosco-betulle)</translation>
    </message>
    <message>
        <source>The id {id!r} is taken</source>
        <translation>L&apos;id {id!r} è già usato</translation>
    </message>
    <message>
        <source>Add {kind}</source>
        <translation>Aggiungi {kind}</translation>
    </message>
    <message>
        <source>Move a point of {name}</source>
        <translation>Sposta un punto di {name}</translation>
    </message>
    <message>
        <source>Add a point to {name}</source>
        <translation>Aggiungi un punto a {name}</translation>
    </message>
    <message>
        <source>{name} has only {n} points left: delete the feature instead</source>
        <translation>{name} ha solo {n} punti: elimina invece l&apos;elemento</translation>
    </message>
    <message>
        <source>Delete a point of {name}</source>
        <translation>Elimina un punto di {name}</translation>
    </message>
    <message>
        <source>A feature needs a kind</source>
        <translation>Un elemento di terreno ha bisogno di un tipo</translation>
    </message>
    <message>
        <source>An area has no width (a line has)</source>
        <translation>Un&apos;area non ha larghezza (una linea sì)</translation>
    </message>
    <message>
        <source>Change the id of {name}</source>
        <translation>Cambia l&apos;id di {name}</translation>
    </message>
    <message>
        <source>Change {name}</source>
        <translation>Modifica {name}</translation>
    </message>
    <message>
        <source>Add an objective</source>
        <translation>Aggiungi un obiettivo</translation>
    </message>
    <message>
        <source>An objective&apos;s points are 0 or more</source>
        <translation>I punti di un obiettivo sono 0 o più</translation>
    </message>
    <message>
        <source>Change the id of objective {id}</source>
        <translation>Cambia l&apos;id dell&apos;obiettivo {id}</translation>
    </message>
    <message>
        <source>Change objective {id}</source>
        <translation>Modifica l&apos;obiettivo {id}</translation>
    </message>
    <message>
        <source>objective {id}</source>
        <translation>obiettivo {id}</translation>
    </message>
    <message>
        <source>Move {name}</source>
        <translation>Sposta {name}</translation>
    </message>
    <message>
        <source>Move {n} items</source>
        <translation>Sposta {n} elementi</translation>
    </message>
    <message>
        <source>Select a feature or an objective to delete</source>
        <translation>Seleziona un elemento o un obiettivo da eliminare</translation>
    </message>
    <message>
        <source>Delete {name}</source>
        <translation>Elimina {name}</translation>
    </message>
    <message>
        <source>Delete {n} items</source>
        <translation>Elimina {n} elementi</translation>
    </message>
    <message>
        <source>A table&apos;s width and depth are above 0</source>
        <translation>Larghezza e profondità di un tavolo sono maggiori di 0</translation>
    </message>
    <message>
        <source>A sector&apos;s side is 0 (no grid) or more</source>
        <translation>Il lato di un settore è 0 (nessuna griglia) o più</translation>
    </message>
    <message>
        <source>Objective {id} would be off the table</source>
        <translation>L&apos;obiettivo {id} sarebbe fuori dal tavolo</translation>
    </message>
    <message>
        <source>Zone {name} would reach off the table</source>
        <translation>La zona {name} uscirebbe dal tavolo</translation>
    </message>
    <message>
        <source>Change the table</source>
        <translation>Modifica il tavolo</translation>
    </message>
    <message>
        <source>Zone {name} needs an outline that does not cross itself</source>
        <translation>La zona {name} ha bisogno di un contorno che non si incroci</translation>
    </message>
    <message>
        <source>Change the zones</source>
        <translation>Modifica le zone</translation>
    </message>
    <message>
        <source>own deployment zone</source>
        <extracomment>every kind of terrain the rules&apos; tables know (T1, T11, T13) T2&apos;s rows in words to translate (lupdate finds the literals)</extracomment>
        <translation>propria zona di schieramento</translation>
    </message>
    <message>
        <source>own half</source>
        <translation>propria metà</translation>
    </message>
    <message>
        <source>enemy half</source>
        <translation>metà nemica</translation>
    </message>
    <message>
        <source>enemy deployment zone</source>
        <translation>zona di schieramento nemica</translation>
    </message>
    <message>
        <source>{kind!r} is no terrain of the rules&apos; tables T1, T11 and T13: choose one of {kinds} (FL-FIELD-5)</source>
        <translation>{kind!r} non è un terreno delle tabelle T1, T11 e T13 delle regole: scegline uno tra {kinds} (FL-FIELD-5)</translation>
    </message>
    <message>
        <source>The table needs a sector grid: orders name sectors (FL-FIELD-4)</source>
        <translation>Il tavolo ha bisogno di una griglia di settori: gli ordini nominano settori (FL-FIELD-4)</translation>
    </message>
    <message>
        <source>The rules&apos; sectors are 8 in squares (FL-FIELD-4)</source>
        <translation>I settori delle regole sono quadrati di 8 pollici (FL-FIELD-4)</translation>
    </message>
    <message>
        <source>The rules advise a table at least 48 in wide (FL-FIELD-2)</source>
        <translation>Le regole consigliano un tavolo largo almeno 48 pollici (FL-FIELD-2)</translation>
    </message>
    <message>
        <source>The table draws no deployment zones; a battle deploys in bands 8 in deep (FL-FIELD-2)</source>
        <translation>Il tavolo non disegna zone di schieramento; una battaglia schiera in fasce profonde 8 pollici (FL-FIELD-2)</translation>
    </message>
    <message>
        <source>The rules advise deployment zones at least 8 in deep (FL-FIELD-2)</source>
        <translation>Le regole consigliano zone di schieramento profonde almeno 8 pollici (FL-FIELD-2)</translation>
    </message>
    <message>
        <source>The rules advise halves at least 16 in deep (FL-FIELD-2)</source>
        <translation>Le regole consigliano metà profonde almeno 16 pollici (FL-FIELD-2)</translation>
    </message>
    <message>
        <source>No objective in row {rows} (FL-OBJ-1)</source>
        <translation>Nessun obiettivo nella riga {rows} (FL-OBJ-1)</translation>
    </message>
    <message>
        <source>No objective in column {columns} (FL-OBJ-1)</source>
        <translation>Nessun obiettivo nella colonna {columns} (FL-OBJ-1)</translation>
    </message>
    <message>
        <source>{n} objectives: by default one per row and one per column, {wanted} on this table (FL-RUL-1)</source>
        <translation>{n} obiettivi: di norma uno per riga e uno per colonna, {wanted} su questo tavolo (FL-RUL-1)</translation>
    </message>
    <message>
        <source>stands on a zone&apos;s edge or the centre line: move it off (FL-OBJ-3)</source>
        <translation>sta sul bordo di una zona o sulla linea centrale: spostalo (FL-OBJ-3)</translation>
    </message>
    <message>
        <source>The objectives are not spread alike for both players: in own zone, own half, enemy half and enemy zone South has {south}, North {north} (FL-RUL-1)</source>
        <translation>Gli obiettivi non sono distribuiti allo stesso modo per i due giocatori: in zona propria, metà propria, metà nemica e zona nemica il Sud ha {south}, il Nord {north} (FL-RUL-1)</translation>
    </message>
    <message>
        <source>Worth {s} to South ({s_where}), {n} to North ({n_where}) (FL-OBJ-3)</source>
        <translation>Vale {s} per il Sud ({s_where}), {n} per il Nord ({n_where}) (FL-OBJ-3)</translation>
    </message>
    <message>
        <source>a disc in it could lie 6-20&quot; from a gun that may fire</source>
        <extracomment>FL-ART-2: the sector&apos;s points tried for sight are this far apart</extracomment>
        <translation>un disco potrebbe starvi a 6-20&quot; da un pezzo che può sparare</translation>
    </message>
    <message>
        <source>no light gun that may fire can place a disc in it (6-20&quot;, its front arc)</source>
        <translation>nessun pezzo leggero che può sparare può mettervi un disco (6-20&quot;, il suo arco frontale)</translation>
    </message>
    <message>
        <source>no light gun may fire</source>
        <translation>nessun pezzo leggero può sparare</translation>
    </message>
    <message>
        <source>a disc could lie in it outside the enemy deployment zone</source>
        <translation>un disco potrebbe starvi fuori dalla zona di schieramento nemica</translation>
    </message>
    <message>
        <source>no heavy gun may fire</source>
        <translation>nessun pezzo pesante può sparare</translation>
    </message>
    <message>
        <source>no disc could lie in it outside the enemy deployment zone</source>
        <translation>nessun disco potrebbe starvi fuori dalla zona di schieramento nemica</translation>
    </message>
    <message>
        <source>seen by a spotter</source>
        <translation>visto da un osservatore</translation>
    </message>
    <message>
        <source>no observer nor the command staff sees it</source>
        <translation>né un osservatore né lo stato maggiore lo vede</translation>
    </message>
    <message>
        <source>{seen}; {far}</source>
        <translation>{seen}; {far}</translation>
    </message>
    <message>
        <source>{scout} scouts the enemy&apos;s reserves</source>
        <extracomment>the army list&apos;s kind of a scout (FL-SPEC-9)</extracomment>
        <translation>{scout} esplora le riserve nemiche</translation>
    </message>
    <message>
        <source>{scout} learns that {unit} arrives in round {n}</source>
        <translation>{scout} scopre che {unit} arriva nel turno {n}</translation>
    </message>
    <message>
        <source>your scout may learn the order of one enemy unit he sees, or let it be (FL-SPEC-9)</source>
        <translation>il tuo esploratore può conoscere l&apos;ordine di un&apos;unità nemica che vede, o lasciar perdere (FL-SPEC-9)</translation>
    </message>
    <message>
        <source>{scout} learns the order of {unit}: {order}</source>
        <translation>{scout} scopre l&apos;ordine di {unit}: {order}</translation>
    </message>
    <message>
        <source>a walker carries one light gun</source>
        <extracomment>FL-TRANS-1: the infantrymen a tank carries FL-TRANS-1: the light guns the ends of a vehicle its passengers get out at (FL-TRANS-4) between the vehicles a split unit gets into (FL-TRANS-5): ``load S3 S1+S2`` FL-TRANS-6: a gun fixed to its vehicle from the start: never gets out, fires from it, goes with it FL-TRANS-5: a unit split among tanks, each tank&apos;s id with the models it carries (``vehicle`` the first, where it gets out); () for a unit in one vehicle</extracomment>
        <translation>un camminatore trasporta un pezzo leggero</translation>
    </message>
    <message>
        <source>{vehicle} carries a gun already</source>
        <translation>{vehicle} trasporta già un pezzo</translation>
    </message>
    <message>
        <source>{vehicle} carries one light gun or infantry, not both</source>
        <translation>{vehicle} trasporta un pezzo leggero o fanteria, non entrambi</translation>
    </message>
    <message>
        <source>a tank carries infantry or one light gun</source>
        <translation>un carro trasporta fanteria o un pezzo leggero</translation>
    </message>
    <message>
        <source>{vehicle} carries a gun</source>
        <translation>{vehicle} trasporta un pezzo</translation>
    </message>
    <message>
        <source>{vehicle} has room for {n} more infantrymen, {unit} has {m}</source>
        <translation>{vehicle} ha posto per altri {n} fanti, {unit} ne ha {m}</translation>
    </message>
    <message>
        <source>{vehicle} is no vehicle of its side</source>
        <translation>{vehicle} non è un veicolo della sua parte</translation>
    </message>
    <message>
        <source>{unit} must touch {vehicle} to get in</source>
        <translation>{unit} deve toccare {vehicle} per salire</translation>
    </message>
    <message>
        <source>nobody gets in or out during a melee</source>
        <translation>nessuno sale o scende durante una mischia</translation>
    </message>
    <message>
        <source>only infantry is split among vehicles (FL-TRANS-1)</source>
        <translation>solo la fanteria si divide tra più veicoli (FL-TRANS-1)</translation>
    </message>
    <message>
        <source>{vehicle} is no tank of its side</source>
        <translation>{vehicle} non è un carro armato della sua parte</translation>
    </message>
    <message>
        <source>{unit} fits without {vehicle}</source>
        <translation>{unit} ci sta senza {vehicle}</translation>
    </message>
    <message>
        <source>{vehicle} has no room left</source>
        <translation>{vehicle} non ha più posto</translation>
    </message>
    <message>
        <source>the tanks named have room for {n} of its {m} models</source>
        <translation>i carri armati nominati hanno posto per {n} dei suoi {m} modelli</translation>
    </message>
    <message>
        <source>{unit} gets in split: {parts}</source>
        <translation>{unit} sale divisa: {parts}</translation>
    </message>
    <message>
        <source>its vehicle is gone</source>
        <translation>il suo veicolo non c&apos;è più</translation>
    </message>
    <message>
        <source>passengers get out at the vehicle&apos;s front or rear</source>
        <translation>i passeggeri scendono davanti o dietro il veicolo</translation>
    </message>
    <message>
        <source>{unit} is fixed to {vehicle} (FL-TRANS-6)</source>
        <translation>{unit} è fissato a {vehicle} (FL-TRANS-6)</translation>
    </message>
    <message>
        <source>{unit} got in this round</source>
        <translation>{unit} è salita in questo turno</translation>
    </message>
    <message>
        <source>{unit} rides split: {others} must touch {vehicle} for it to get out together (FL-TRANS-5)</source>
        <translation>{unit} viaggia divisa: {others} deve toccare {vehicle} perché scenda tutta insieme (FL-TRANS-5)</translation>
    </message>
    <message>
        <source>{unit} would stand off the table</source>
        <translation>{unit} starebbe fuori dal tavolo</translation>
    </message>
    <message>
        <source>{unit} would stand on {other}&apos;s bases</source>
        <translation>{unit} starebbe sulle basette di {other}</translation>
    </message>
    <message>
        <source>{unit} would touch {other}: getting out is no charge</source>
        <translation>{unit} toccherebbe {other}: scendere non è una carica</translation>
    </message>
    <message>
        <source>{unit} gets out at the front of {vehicle}</source>
        <translation>{unit} scende davanti a {vehicle}</translation>
    </message>
    <message>
        <source>{unit} gets out at the rear of {vehicle}</source>
        <translation>{unit} scende dietro {vehicle}</translation>
    </message>
    <message>
        <source>{unit} is destroyed with {vehicle}</source>
        <translation>{unit} è distrutto con {vehicle}</translation>
    </message>
    <message>
        <source>{unit} leaves the wreck of {vehicle}</source>
        <translation>{unit} lascia il relitto di {vehicle}</translation>
    </message>
    <message>
        <source>{unit} is lost with {vehicle}: no room to get out</source>
        <translation>{unit} è perduta con {vehicle}: non c&apos;è posto per scendere</translation>
    </message>
    <message>
        <source>{unit} loses {n} models with {vehicle}: split, they cannot get out as a body of their own</source>
        <translation>{unit} perde {n} modelli con {vehicle}: divisi, non possono scendere come corpo a sé</translation>
    </message>
    <message>
        <source>{unit} rides in a vehicle</source>
        <translation>{unit} viaggia su un veicolo</translation>
    </message>
    <message>
        <source>{word} is no round</source>
        <translation>{word} non è un turno</translation>
    </message>
    <message>
        <source>a reserve arrives in a round of its own side: {rounds}</source>
        <translation>una riserva arriva in un turno della sua parte: {rounds}</translation>
    </message>
    <message>
        <source>a reserve appears in a sector of its own deployment zone: {sectors}</source>
        <translation>una riserva compare in un settore della sua zona di schieramento: {sectors}</translation>
    </message>
    <message>
        <source>{side} holds {unit} in reserve</source>
        <translation>{side} tiene {unit} in riserva</translation>
    </message>
    <message>
        <source>{unit} is held in reserve: it arrives in round {n} in {sector}</source>
        <translation>{unit} è tenuta in riserva: arriva nel turno {n} in {sector}</translation>
    </message>
    <message>
        <source>{unit} finds no room in {sector}: it arrives in round {n}</source>
        <translation>{unit} non trova posto in {sector}: arriva nel turno {n}</translation>
    </message>
    <message>
        <source>{unit} finds no room in {sector} and never arrives</source>
        <translation>{unit} non trova posto in {sector} e non arriva mai</translation>
    </message>
    <message>
        <source>{unit} arrives from the reserve in {sector}</source>
        <translation>{unit} arriva dalla riserva in {sector}</translation>
    </message>
    <message>
        <source>{unit} is no messenger or officer of the active player</source>
        <translation>{unit} non è un messaggero o un ufficiale del giocatore attivo</translation>
    </message>
    <message>
        <source>{unit} carries an order already</source>
        <translation>{unit} porta già un ordine</translation>
    </message>
    <message>
        <source>{unit} is no officer of {side}</source>
        <extracomment>the kind of a messenger in the army list (FL-SPEC-2) those who carry orders: messengers, and officers (FL-SPEC-4: he can be given an order, which he can hand to a friendly unit he touches; he gets a new one each time he touches the staff, D27)</extracomment>
        <translation>{unit} non è un ufficiale di {side}</translation>
    </message>
    <message>
        <source>{unit} came back this round: it sets off again from the next</source>
        <translation>{unit} è tornato in questo turno: riparte dal prossimo</translation>
    </message>
    <message>
        <source>a messenger sets off in its movement step, before it moves</source>
        <translation>un messaggero parte nella sua fase di movimento, prima di muoversi</translation>
    </message>
    <message>
        <source>the command staff is gone: no messenger sets off (FL-CMD-6)</source>
        <translation>lo stato maggiore non c&apos;è più: nessun messaggero parte (FL-CMD-6)</translation>
    </message>
    <message>
        <source>{unit} must touch the command staff to set off</source>
        <translation>{unit} deve toccare lo stato maggiore per partire</translation>
    </message>
    <message>
        <source>{unit} is no unit of its side with an order</source>
        <translation>{unit} non è un&apos;unità della sua parte con un ordine</translation>
    </message>
    <message>
        <source>{word} is no task: H, A or S</source>
        <translation>{word} non è un compito: H, A o S</translation>
    </message>
    <message>
        <source>{unit} may not have the task {task} (FL-ORD-4)</source>
        <translation>{unit} non può avere il compito {task} (FL-ORD-4)</translation>
    </message>
    <message>
        <source>{word} is no sector of the table</source>
        <translation>{word} non è un settore del tavolo</translation>
    </message>
    <message>
        <source>{unit} sets off with an order</source>
        <translation>{unit} parte con un ordine</translation>
    </message>
    <message>
        <source>{unit} carries a new order for {target}: {order}</source>
        <translation>{unit} porta a {target} un nuovo ordine: {order}</translation>
    </message>
    <message>
        <source>{unit} delivers an order to {target}</source>
        <translation>{unit} consegna un ordine a {target}</translation>
    </message>
    <message>
        <source>{target}&apos;s order is now {order}</source>
        <translation>l&apos;ordine di {target} è ora {order}</translation>
    </message>
    <message>
        <source>{unit} returns to the command staff</source>
        <translation>{unit} torna allo stato maggiore</translation>
    </message>
    <message>
        <source>{unit} are no pioneers of the active player</source>
        <extracomment>FL-SPEC-5, FL-SPEC-6: the largest piece either may deal with (inches, each way) the word a side with a guide chooses when it wants no piece between a larger piece&apos;s id and the sector of the guide&apos;s part of it (``wood@C2``)</extracomment>
        <translation>{unit} non sono pionieri del giocatore attivo</translation>
    </message>
    <message>
        <source>{unit} have removed their piece of terrain already: once per battle</source>
        <translation>{unit} hanno già rimosso il loro pezzo di terreno: una volta per battaglia</translation>
    </message>
    <message>
        <source>{unit} remove terrain as their special task: an order S (FL-ORD-4)</source>
        <translation>{unit} rimuovono terreno come compito speciale: un ordine S (FL-ORD-4)</translation>
    </message>
    <message>
        <source>{unit} do their special task once they have reached {sector} (D12)</source>
        <translation>{unit} svolgono il compito speciale una volta raggiunto {sector} (D12)</translation>
    </message>
    <message>
        <source>{word} is no piece of terrain on the table</source>
        <translation>{word} non è un pezzo di terreno sul tavolo</translation>
    </message>
    <message>
        <source>{piece} is larger than 6 by 6 inches</source>
        <translation>{piece} è più grande di 6 per 6 pollici</translation>
    </message>
    <message>
        <source>{piece} is not in the pioneers&apos; own half (FL-RUL-5)</source>
        <translation>{piece} non è nella metà dei pionieri (FL-RUL-5)</translation>
    </message>
    <message>
        <source>{unit} must touch {piece}</source>
        <translation>{unit} devono toccare {piece}</translation>
    </message>
    <message>
        <source>{unit} remove {piece}</source>
        <translation>{unit} rimuovono {piece}</translation>
    </message>
    <message>
        <source>{side}&apos;s guide chooses no piece</source>
        <translation>la guida di {side} non sceglie nessun pezzo</translation>
    </message>
    <message>
        <source>{side}&apos;s guide leads through {piece} in {sector}</source>
        <translation>{side}: la guida conduce attraverso {piece} in {sector}</translation>
    </message>
    <message>
        <source>{side}&apos;s guide leads through {piece}</source>
        <translation>la guida di {side} conduce attraverso {piece}</translation>
    </message>
    <message>
        <source>{side}&apos;s guide chooses his piece of terrain</source>
        <translation>la guida di {side} sceglie il suo pezzo di terreno</translation>
    </message>
    <message>
        <source>an army has one command staff, not {n}</source>
        <extracomment>FL-ARMY-5: models in a unit by kind of unit (a battery or squadron may also be one model) FL-ARMY-8: the sheets&apos; room for units; more is allowed, with a warning FL-ARMY-1: a typical game&apos;s armies the specialists who may join a unit of each kind (FL-LIST-7: the standard bearer infantry or cavalry, the others infantry) the sentence, in the player&apos;s language where it is shown (str() gives the English)</extracomment>
        <translation>un esercito ha un solo comando, non {n}</translation>
    </message>
    <message>
        <source>costs {points} points, more than the {size} agreed</source>
        <translation>costa {points} punti, più dei {size} concordati</translation>
    </message>
    <message>
        <source>only {n} of {spent} points in infantry and cavalry: at least half must be</source>
        <translation>solo {n} di {spent} punti in fanteria e cavalleria: almeno la metà deve esserlo</translation>
    </message>
    <message>
        <source>{n} of {spent} points in guns and vehicles: at most half may be</source>
        <translation>{n} di {spent} punti in pezzi e veicoli: al massimo la metà può esserlo</translation>
    </message>
    <message>
        <source>{n} specialists; {size} points allow {allowed} (one per full 500)</source>
        <translation>{n} specialisti; {size} punti ne consentono {allowed} (uno ogni 500 pieni)</translation>
    </message>
    <message>
        <source>{n} units: the sheets have room for {room}</source>
        <translation>{n} unità: i fogli hanno posto per {room}</translation>
    </message>
    <message>
        <source>{kind} is not in the army list; known: {known}</source>
        <translation>{kind} non è nella lista dell&apos;esercito; noti: {known}</translation>
    </message>
    <message>
        <source>the command staff is 6 models (and its messenger), not {n}</source>
        <translation>il comando è di 6 modelli (e il suo messaggero), non {n}</translation>
    </message>
    <message>
        <source>the pioneers are exactly 12 models, not {n}</source>
        <translation>i genieri sono esattamente 12 modelli, non {n}</translation>
    </message>
    <message>
        <source>a {kind} replaces a model of a unit: list him with the unit</source>
        <translation>un {kind} sostituisce un modello di un&apos;unità: elencalo con l&apos;unità</translation>
    </message>
    <message>
        <source>a {kind} is a single model, not {n}</source>
        <translation>un {kind} è un modello singolo, non {n}</translation>
    </message>
    <message>
        <source>{n} models: infantry and cavalry units have {low} to {high}</source>
        <translation>{n} modelli: le unità di fanteria e cavalleria ne hanno da {low} a {high}</translation>
    </message>
    <message>
        <source>{n} models: a battery or squadron has {low} to {high}, or one</source>
        <translation>{n} modelli: una batteria o uno squadrone ne ha da {low} a {high}, o uno</translation>
    </message>
    <message>
        <source>a {kind} does not join a unit</source>
        <translation>un {kind} non si unisce a un&apos;unità</translation>
    </message>
    <message>
        <source>a {kind} joins {arms} only</source>
        <translation>un {kind} si unisce solo a {arms}</translation>
    </message>
    <message>
        <source>the same specialist twice in one unit (only the highest bonus counts)</source>
        <translation>lo stesso specialista due volte in un&apos;unità (conta solo il bonus più alto)</translation>
    </message>
    <message>
        <source>{side} sees {units}</source>
        <extracomment>the movement step&apos;s verbs that act on one unit (its first word): hidden when nobody sees it the body each unit stood as when its pairs were judged (south unit, north unit) -&gt; some model of either sees some model of the other the terrain the pairs were judged on (the pieces removed, the parts destroyed) each side&apos;s enemy units in sight now where each side last saw each enemy unit it has seen each side&apos;s enemy units seen at some look of this round: those it may fire at in Beschuss over their moves (FL-FIRE-2, D15), and the round they were gathered in whether the first look was taken (before it nobody has looked: the set-up) each body&apos;s bases and the points its lines of sight start from (``units_see``), by the body&apos;s identity (bodies are immutable), forgotten all at once past LIMIT</extracomment>
        <translation>{side} vede {units}</translation>
    </message>
    <message>
        <source>{side} loses sight of {units}</source>
        <translation>{side} perde di vista {units}</translation>
    </message>
    <message>
        <source>{unit} moves out of the enemy&apos;s sight</source>
        <translation>{unit} si muove fuori dalla vista del nemico</translation>
    </message>
    <message>
        <source>{units} came into sight: what was seen is not taken back (FL-MOVE-8)</source>
        <translation>{units} è entrata in vista: ciò che è stato visto non si annulla (FL-MOVE-8)</translation>
    </message>
    <message>
        <source>{side}: a reserve arrives out of sight</source>
        <translation>{side}: una riserva arriva fuori vista</translation>
    </message>
    <message>
        <source>Union {u}, Confederates {c}: {side} attack and move first</source>
        <extracomment>decision 27: an optional limit of bounds, after which the army with fewer lost elements wins</extracomment>
        <translation>Unione {u}, Confederati {c}: attacca {side}, che muove per primo</translation>
    </message>
    <message>
        <source>The battle is over: a draw. {why}</source>
        <translation>La battaglia è finita: pareggio. {why}</translation>
    </message>
    <message>
        <source>The battle is over, won by the {side}. {why}</source>
        <translation>La battaglia è finita, vittoria per {side}. {why}</translation>
    </message>
    <message>
        <source>Meeting engagement, {year}</source>
        <extracomment>the shipped armies of each period: the Union&apos;s, the Confederates&apos; every shipped army&apos;s id the battles New game offers: id -&gt; (the periods of the Union&apos;s and the Confederates&apos; armies, a table&apos;s seed for the generator, None: the meeting engagement&apos;s table) the battle New game starts with a generated battlefield of any seed: ``field-&lt;year&gt;-&lt;seed&gt;`` (decision 29) the year of each period&apos;s shipped armies</extracomment>
        <translation>Battaglia d&apos;incontro, {year}</translation>
    </message>
    <message>
        <source>A battlefield from the dice (seed {seed}), {year}</source>
        <translation>Un campo di battaglia tirato ai dadi (seme {seed}), {year}</translation>
    </message>
    <message>
        <source>ACW after Big Battle DBA (miniatures on a free table)</source>
        <translation>ACW after Big Battle DBA (miniature su un tavolo libero)</translation>
    </message>
    <message>
        <source>ACW after Big Battle DBA</source>
        <extracomment>BB-SETUP-5: each command within 150 mm (600 paces) of its base edge</extracomment>
        <translation>ACW secondo Big Battle DBA</translation>
    </message>
    <message>
        <source>The game measures in millimetres: the table&apos;s unit is {unit} (BB-FIELD-1)</source>
        <extracomment>T4&apos;s kinds: areas, lines (a river and a road with their widths), a hill&apos;s crest line</extracomment>
        <translation>Il gioco misura in millimetri: l&apos;unità del tavolo è {unit} (BB-FIELD-1)</translation>
    </message>
    <message>
        <source>{kind!r} is no terrain of the rules&apos; table T4: choose one of {kinds} (BB-FIELD-4)</source>
        <translation>{kind!r} non è un terreno della tabella T4: scegline uno tra {kinds} (BB-FIELD-4)</translation>
    </message>
    <message>
        <source>a crest lies inside a hill (BB-FIELD-10)</source>
        <translation>una cresta sta dentro una collina (BB-FIELD-10)</translation>
    </message>
    <message>
        <source>The rules&apos; table is 1200 x 600 mm, DBA&apos;s doubled (BB-FIELD-1)</source>
        <translation>Il tavolo delle regole è di 1200 x 600 mm, quello di DBA raddoppiato (BB-FIELD-1)</translation>
    </message>
    <message>
        <source>No terrain in the left half: terrain is laid in each half (BB-FIELD-2)</source>
        <translation>Nessun terreno nella metà sinistra: il terreno si dispone in ciascuna metà (BB-FIELD-2)</translation>
    </message>
    <message>
        <source>No terrain in the right half: terrain is laid in each half (BB-FIELD-2)</source>
        <translation>Nessun terreno nella metà destra: il terreno si dispone in ciascuna metà (BB-FIELD-2)</translation>
    </message>
    <message>
        <source>The game has no objectives: an army wins by breaking the other (BB-WIN)</source>
        <translation>Il gioco non ha obiettivi: un esercito vince spezzando l&apos;altro (BB-WIN)</translation>
    </message>
    <message>
        <source>narrower than a base width (40 mm) somewhere (BB-FIELD-5)</source>
        <extracomment>BB-FIELD-5: length and width together at most 9 BW BB-FIELD-7: a river&apos;s width, at least 1 BW (BB-FIELD-5&apos;s minimum, applied) and at most 200 paces BB-FIELD-8: a waterway&apos;s depth in from its short edge</extracomment>
        <translation>in qualche punto più stretto di una larghezza di base (40 mm) (BB-FIELD-5)</translation>
    </message>
    <message>
        <source>length and width together {mm} mm, more than 360 (BB-FIELD-5)</source>
        <translation>lunghezza e larghezza insieme {mm} mm, più di 360 (BB-FIELD-5)</translation>
    </message>
    <message>
        <source>{mm} mm from {other}, less than a base width (BB-FIELD-6)</source>
        <translation>a {mm} mm da {other}, meno di una larghezza di base (BB-FIELD-6)</translation>
    </message>
    <message>
        <source>a waterway lies along a short edge, the table&apos;s full depth, 100-200 mm in (BB-FIELD-8)</source>
        <translation>una via d&apos;acqua corre lungo un lato corto, per tutta la profondità del tavolo, larga 100-200 mm (BB-FIELD-8)</translation>
    </message>
    <message>
        <source>a river {mm} mm wide, not 40-50 (BB-FIELD-5, -7)</source>
        <translation>un fiume largo {mm} mm, non 40-50 (BB-FIELD-5, -7)</translation>
    </message>
    <message>
        <source>a {kind} runs from a table edge to the opposite one, or into a BUA or the waterway (BB-FIELD-7)</source>
        <translation>{kind}: va da un bordo del tavolo a quello opposto, o in un abitato o nella via d&apos;acqua (BB-FIELD-7)</translation>
    </message>
</context>
<context>
    <name>AcwArmyBuilder</name>
    <message>
        <source>ACW army builder</source>
        <translation>Costruttore di armate ACW</translation>
    </message>
    <message>
        <source>My army</source>
        <translation>La mia armata</translation>
    </message>
    <message>
        <source>Union</source>
        <translation>Unione</translation>
    </message>
    <message>
        <source>Confederates</source>
        <translation>Confederati</translation>
    </message>
    <message>
        <source>early (1861-63)</source>
        <translation>prima (1861-63)</translation>
    </message>
    <message>
        <source>late (1863-65)</source>
        <translation>tarda (1863-65)</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
    <message>
        <source>Side:</source>
        <translation>Parte:</translation>
    </message>
    <message>
        <source>Period:</source>
        <translation>Periodo:</translation>
    </message>
    <message>
        <source>Contingents: twelve elements each (BB-ARMY-1, -3)</source>
        <translation>Contingenti: dodici elementi ciascuno (BB-ARMY-1, -3)</translation>
    </message>
    <message>
        <source>Elements</source>
        <translation>Elementi</translation>
    </message>
    <message>
        <source>Contingent {n}</source>
        <translation>Contingente {n}</translation>
    </message>
    <message>
        <source>Commands: three, at least six elements each (BB-ARMY-6)</source>
        <translation>Comandi: tre, almeno sei elementi ciascuno (BB-ARMY-6)</translation>
    </message>
    <message>
        <source>Command {n}</source>
        <translation>Comando {n}</translation>
    </message>
    <message>
        <source>Commands as the contingents</source>
        <translation>Comandi come i contingenti</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nuova</translation>
    </message>
    <message>
        <source>Open...</source>
        <translation>Apri...</translation>
    </message>
    <message>
        <source>Save...</source>
        <translation>Salva...</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>{title}: {elements} troop elements ({counts}), in {n} commands</source>
        <translation>{title}: {elements} elementi di truppa ({counts}), in {n} comandi</translation>
    </message>
    <message>
        <source>the army needs a name</source>
        <translation>l&apos;armata ha bisogno di un nome</translation>
    </message>
    <message>
        <source>The army keeps its list: it may be saved and played (BB-ARMY).</source>
        <translation>L&apos;armata rispetta la sua lista: può essere salvata e giocata (BB-ARMY).</translation>
    </message>
    <message>
        <source>Commands</source>
        <translation>Comandi</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Parte</translation>
    </message>
    <message>
        <source>Open an army</source>
        <translation>Apri un&apos;armata</translation>
    </message>
    <message>
        <source>Army files (*.yaml)</source>
        <translation>File di armata (*.yaml)</translation>
    </message>
    <message>
        <source>Army not opened</source>
        <translation>Armata non aperta</translation>
    </message>
    <message>
        <source>Save the army</source>
        <translation>Salva l&apos;armata</translation>
    </message>
    <message>
        <source>Army not saved</source>
        <translation>Armata non salvata</translation>
    </message>
    <message>
        <source>ACW &amp;army builder...</source>
        <translation>Costruttore di &amp;armate ACW...</translation>
    </message>
</context>
<context>
    <name>AcwHowToPlay</name>
    <message>
        <source>ACW after Big Battle DBA: miniatures on a free table</source>
        <translation>ACW after Big Battle DBA: miniature su un tavolo libero</translation>
    </message>
    <message>
        <source>The American Civil War after Big Battle DBA: three commands of twelve elements a side (muskets, rifles, Jäger, cavalry that dismounts, artillery) and a command element each, on a table measured in paces (a base width is 160 paces, 40 mm). Shooting and melee are opposed dice plus factors; a command that loses a third of its elements is demoralised, and an army that loses more than half, or two commands, is broken. Game &gt; New game, Game: ACW after Big Battle DBA, starts one; play against a person at this computer (nothing is hidden) or against the computer.</source>
        <translation>La Guerra di Secessione americana secondo Big Battle DBA: per fazione tre comandi di dodici elementi (moschetti, fucili, Jäger, cavalleria che può appiedarsi, artiglieria), ciascuno con un elemento di comando, su un tavolo misurato in passi (una larghezza di basetta è 160 passi, 40 mm). Tiro e mischia si decidono con dadi contrapposti più fattori; un comando che perde un terzo dei suoi elementi è demoralizzato, e un esercito che perde più della metà, o due comandi, è spezzato. Partita &gt; Nuova partita, Gioco: ACW after Big Battle DBA, ne avvia una; gioca contro una persona a questo computer (niente è nascosto) o contro il computer.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;How a bound goes&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;PIPs&lt;/b&gt;: one die for each of your commands; a button gives them to the commands in the order you choose. The Commands panel shows what each command has left.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Movement&lt;/b&gt;: drag an element. A ghost and a ruler follow the pointer (the distance in paces, the going, the PIPs), red with the reason and the rule where it may not go; release to move, Esc to put it back; Q and E wheel it first (Shift: one degree). Let go just short of an enemy&apos;s front, it lines up flush. Click an element for its offered moves (the farthest advance, wheels, into contact, dismounting, breaking off). A &lt;b&gt;group&lt;/b&gt; moves as one body for one PIP: its button, Shift and a drag round it, or a Shift-click on one of its elements picks it; then drag one of its elements.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Shooting&lt;/b&gt;: every element with a target shoots; click a glowing target to resolve its combat next. Both dice, the factors and the outcome show in the Dice panel and the log.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Melee&lt;/b&gt;: click an element in front contact to fight its melee.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;M measures anywhere. Ctrl+Z takes an action back until dice are rolled. The game is saved after every action. The rules, written for players, are under Help (F1).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Come si svolge un turno&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;PIP&lt;/b&gt;: un dado per ciascuno dei tuoi comandi; un pulsante li assegna ai comandi nell&apos;ordine che scegli. Il pannello Comandi mostra che cosa resta a ciascun comando.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Movimento&lt;/b&gt;: trascina un elemento. Un&apos;ombra e un righello seguono il puntatore (la distanza in passi, il terreno, i PIP), in rosso con il motivo e la regola dove non può andare; rilascia per muovere, Esc per rimetterlo al suo posto; Q ed E lo fanno prima convergere (con Maiusc di un grado). Rilascialo appena prima del fronte di un nemico e si allinea a filo con esso. Fai clic su un elemento per i movimenti che offre (l&apos;avanzata più lunga, conversioni, a contatto, appiedarsi, sganciarsi). Un &lt;b&gt;gruppo&lt;/b&gt; si muove come un solo corpo per un PIP: il suo pulsante, Maiusc e un riquadro trascinato intorno, o un Maiusc+clic su uno dei suoi elementi lo sceglie; poi trascina uno dei suoi elementi.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Tiro&lt;/b&gt;: ogni elemento con un bersaglio spara; fai clic su un bersaglio illuminato per risolverne il combattimento come prossimo. Entrambi i dadi, i fattori e l&apos;esito compaiono nel pannello Dadi e nel registro.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Mischia&lt;/b&gt;: fai clic su un elemento a contatto frontale per combatterne la mischia.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;M misura ovunque. Ctrl+Z annulla un&apos;azione finché non si tirano i dadi. La partita è salvata dopo ogni azione. Le regole, scritte per i giocatori, sono in Aiuto (F1).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>AcwWindow</name>
    <message>
        <source>Bound {n}, {side} active</source>
        <extracomment>the elements of a command clicked in the panel, to mark on the table</extracomment>
        <translation>Turno {n}, fazione attiva: {side}</translation>
    </message>
    <message>
        <source>Before the first bound</source>
        <translation>Prima del primo turno</translation>
    </message>
    <message>
        <source>, 1 PIP left</source>
        <translation>, 1 PIP rimasto</translation>
    </message>
    <message>
        <source>, {n} PIPs left</source>
        <translation>, {n} PIP rimasti</translation>
    </message>
    <message>
        <source>, &lt;b&gt;demoralised&lt;/b&gt; (BB-WIN-1)</source>
        <translation>, &lt;b&gt;demoralizzato&lt;/b&gt; (BB-WIN-1)</translation>
    </message>
    <message>
        <source>, commander lost (BB-CMD-8)</source>
        <translation>, comandante perduto (BB-CMD-8)</translation>
    </message>
    <message>
        <source>&lt;a href=&quot;{id}&quot;&gt;{id}&lt;/a&gt;: lost {lost} of {size}, demoralised at {at}{pips}{state}</source>
        <translation>&lt;a href=&quot;{id}&quot;&gt;{id}&lt;/a&gt;: persi {lost} su {size}, demoralizzato a {at}{pips}{state}</translation>
    </message>
    <message>
        <source> ({left} on the table)</source>
        <translation> ({left} sul tavolo)</translation>
    </message>
    <message>
        <source>, the camp sacked (counts 2, BB-CAMP-5)</source>
        <translation>, l&apos;accampamento saccheggiato (conta 2, BB-CAMP-5)</translation>
    </message>
    <message>
        <source>Army: {lost} lost{camp}; it breaks at {at} lost or 2 commands demoralised ({d} now) (BB-WIN-5)</source>
        <translation>Esercito: {lost} perduti{camp}; si spezza a {at} perduti o con 2 comandi demoralizzati (ora {d}) (BB-WIN-5)</translation>
    </message>
    <message>
        <source>Commands</source>
        <translation>Comandi</translation>
    </message>
    <message>
        <source>{words}, command {command}</source>
        <extracomment>the measuring tool (M): on, and where a measure began</extracomment>
        <translation>{words}, comando {command}</translation>
    </message>
    <message>
        <source> (1 PIP left)</source>
        <translation> (1 PIP rimasto)</translation>
    </message>
    <message>
        <source> ({n} PIPs left)</source>
        <translation> ({n} PIP rimasti)</translation>
    </message>
    <message>
        <source>, demoralised (BB-WIN-1)</source>
        <translation>, demoralizzato (BB-WIN-1)</translation>
    </message>
    <message>
        <source>drag ahead, back or aside; Q and E wheel it</source>
        <translation>trascina avanti, indietro o di lato; Q ed E lo fanno convergere</translation>
    </message>
    <message>
        <source>good going</source>
        <translation>terreno buono</translation>
    </message>
    <message>
        <source>difficult going</source>
        <translation>terreno difficile</translation>
    </message>
    <message>
        <source>road</source>
        <translation>strada</translation>
    </message>
    <message>
        <source>Cav</source>
        <extracomment>the scene length an element&apos;s front edge and chevron are sized by the opening view&apos;s margin round the table, in millimetres the glow of each mark&apos;s mode (ui/board_marks.py&apos;s modes) degrees Q or E wheels a held element or group (with Shift: one degree) a type&apos;s short word on its base (the log and the status bar say it in full)</extracomment>
        <translation>Cav</translation>
    </message>
    <message>
        <source>Dis</source>
        <translation>Apd</translation>
    </message>
    <message>
        <source>Mus</source>
        <translation>Mos</translation>
    </message>
    <message>
        <source>Rif</source>
        <translation>Fuc</translation>
    </message>
    <message>
        <source>Jäg</source>
        <translation>Jäg</translation>
    </message>
    <message>
        <source>Art</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Cmd</source>
        <translation>Com</translation>
    </message>
    <message>
        <source>Camp</source>
        <translation>Acc</translation>
    </message>
    <message>
        <source>wood</source>
        <extracomment>BB-FIELD&apos;s kinds of terrain in words (an unnamed area&apos;s label, the status bar)</extracomment>
        <translation>bosco</translation>
    </message>
    <message>
        <source>gentle hill</source>
        <translation>collina dolce</translation>
    </message>
    <message>
        <source>steep hill</source>
        <translation>collina ripida</translation>
    </message>
    <message>
        <source>crest</source>
        <translation>cresta</translation>
    </message>
    <message>
        <source>built-up area</source>
        <translation>abitato</translation>
    </message>
    <message>
        <source>river</source>
        <translation>fiume</translation>
    </message>
    <message>
        <source>waterway</source>
        <translation>via d&apos;acqua</translation>
    </message>
    <message>
        <source>marsh</source>
        <translation>palude</translation>
    </message>
    <message>
        <source>rough ground</source>
        <translation>terreno accidentato</translation>
    </message>
    <message>
        <source>1 PIP</source>
        <translation>1 PIP</translation>
    </message>
    <message>
        <source>{n} PIPs</source>
        <translation>{n} PIP</translation>
    </message>
    <message>
        <source>the group: {mm} mm = {paces} paces, {going}, {pips} (BB-MOVE-4)</source>
        <translation>il gruppo: {mm} mm = {paces} passi, {going}, {pips} (BB-MOVE-4)</translation>
    </message>
    <message>
        <source>{mm} mm = {paces} paces, {going}, {pips} (BB-MOVE-1)</source>
        <translation>{mm} mm = {paces} passi, {going}, {pips} (BB-MOVE-1)</translation>
    </message>
    <message>
        <source>the group: {going}, {pips} (BB-MOVE-4)</source>
        <translation>il gruppo: {going}, {pips} (BB-MOVE-4)</translation>
    </message>
    <message>
        <source>{paces} paces ({mm} mm)</source>
        <translation>{paces} passi ({mm} mm)</translation>
    </message>
    <message>
        <source>measuring: M to stop</source>
        <translation>misurazione: M per smettere</translation>
    </message>
    <message>
        <source>the PIP dice</source>
        <translation>i dadi PIP</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>movimento</translation>
    </message>
    <message>
        <source>artillery and Jäger</source>
        <translation>artiglieria e Jäger</translation>
    </message>
    <message>
        <source>shooting</source>
        <translation>tiro</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>mischia</translation>
    </message>
    <message>
        <source>the battle is over</source>
        <translation>la battaglia è finita</translation>
    </message>
    <message>
        <source>before the battle</source>
        <translation>prima della battaglia</translation>
    </message>
    <message>
        <source>bound {n}: {step}, {side} active</source>
        <translation>turno {n}: {step}, fazione attiva: {side}</translation>
    </message>
    <message>
        <source>open ground</source>
        <translation>terreno aperto</translation>
    </message>
    <message>
        <source>{ground} ({x} mm, {y} mm)</source>
        <translation>{ground} ({x} mm, {y} mm)</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Resume the game?</source>
        <extracomment>the battle a new game plays without --scenario (the command-line tool&apos;s too)</extracomment>
        <translation>Riprendere la partita?</translation>
    </message>
    <message>
        <source>Nothing to resume</source>
        <translation>Niente da riprendere</translation>
    </message>
    <message>
        <source>No unfinished game is free to resume here: none was left, or another copy of the program is still running it. A new game starts.</source>
        <translation>Nessuna partita non finita è libera da riprendere qui: non ne è rimasta nessuna, oppure un&apos;altra copia del programma la sta ancora giocando. Inizia una nuova partita.</translation>
    </message>
    <message>
        <source>A game was interrupted: {scenario}, {period}, after {n} action. Resume it?</source>
        <translation>Una partita è stata interrotta: {scenario}, {period}, dopo {n} azione. Riprenderla?</translation>
    </message>
    <message>
        <source>A game was interrupted: {scenario}, {period}, after {n} actions. Resume it?</source>
        <translation>Una partita è stata interrotta: {scenario}, {period}, dopo {n} azioni. Riprenderla?</translation>
    </message>
    <message>
        <source>An unfinished game: {scenario}, {period}, after {n} action. Resume it?</source>
        <translation>Una partita non finita: {scenario}, {period}, dopo {n} azione. Riprenderla?</translation>
    </message>
    <message>
        <source>An unfinished game: {scenario}, {period}, after {n} actions. Resume it?</source>
        <translation>Una partita non finita: {scenario}, {period}, dopo {n} azioni. Riprenderla?</translation>
    </message>
</context>
<context>
    <name>AreasTable</name>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>Stelle</translation>
    </message>
    <message>
        <source>Borders</source>
        <translation>Confini</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Roads</source>
        <translation>Strade</translation>
    </message>
</context>
<context>
    <name>BackgroundDialog</name>
    <message>
        <source>Background image</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>Immagine di sfondo</translation>
    </message>
    <message>
        <source>Choose...</source>
        <translation>Scegli...</translation>
    </message>
    <message>
        <source>Fit the image to the board</source>
        <translation>Adatta l&apos;immagine al tabellone</translation>
    </message>
    <message>
        <source>Calibrate by two points...</source>
        <translation>Calibra con due punti...</translation>
    </message>
    <message>
        <source>Click two points on the scan and type their map coordinates: the scan is scaled, turned and moved to match</source>
        <translation>Fai clic su due punti della scansione e digita le loro coordinate sulla mappa: la scansione viene scalata, ruotata e spostata per farli coincidere</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Immagine</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Opacità</translation>
    </message>
    <message>
        <source>Top-left corner at x</source>
        <translation>Angolo in alto a sinistra in x</translation>
    </message>
    <message>
        <source>Top-left corner at y</source>
        <translation>Angolo in alto a sinistra in y</translation>
    </message>
    <message>
        <source>Board units per image pixel</source>
        <translation>Unità del tabellone per pixel dell&apos;immagine</translation>
    </message>
    <message>
        <source>Turned clockwise by</source>
        <translation>Ruotata in senso orario di</translation>
    </message>
    <message>
        <source>No background</source>
        <translation>Nessuno sfondo</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp *.gif *.tif *.tiff)</source>
        <translation>Immagini (*.png *.jpg *.jpeg *.bmp *.gif *.tif *.tiff)</translation>
    </message>
</context>
<context>
    <name>BalanceDialog</name>
    <message>
        <source>hard with 24 simulations a decision (the command line&apos;s default)</source>
        <translation>difficile con 24 simulazioni per decisione (il predefinito della riga di comando)</translation>
    </message>
    <message>
        <source>hard with 96 simulations a decision: stronger, four times slower</source>
        <translation>difficile con 96 simulazioni per decisione: più forte, quattro volte più lento</translation>
    </message>
    <message>
        <source>Balance report: {title}</source>
        <translation>Equilibrio: {title}</translation>
    </message>
    <message>
        <source>The computer plays both sides of the scenario, each game with new dice, and counts who wins. It is balanced when the first side&apos;s share of the wins lies within 40-60% with 95% confidence; a lopsided battle shows in about twenty games, a balanced one takes about a hundred. The games stop as soon as the answer is clear. The share depends on how well the computer plays: the policy gives a first look, hard a better measure.</source>
        <translation>Il computer gioca entrambe le parti dello scenario, ogni partita con dadi nuovi, e conta chi vince. È equilibrato quando la quota di vittorie della prima parte sta tra il 40 e il 60% con il 95% di confidenza; una battaglia sbilanciata si vede in circa venti partite, una equilibrata ne richiede circa cento. Le partite si fermano appena la risposta è chiara. La quota dipende da quanto bene gioca il computer: le regole pratiche danno un primo sguardo, difficile una misura migliore.</translation>
    </message>
    <message>
        <source>Player of both sides:</source>
        <translation>Giocatore di entrambe le parti:</translation>
    </message>
    <message>
        <source>Games at most:</source>
        <translation>Partite al massimo:</translation>
    </message>
    <message>
        <source>Games at once:</source>
        <translation>Partite insieme:</translation>
    </message>
    <message>
        <source>%v of %m games</source>
        <translation>%v di %m partite</translation>
    </message>
    <message>
        <source>Not started.</source>
        <translation>Non iniziato.</translation>
    </message>
    <message>
        <source>The arena&apos;s report comes here when the games end.</source>
        <translation>Il resoconto dell&apos;arena compare qui quando le partite finiscono.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Avvia</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Ferma</translation>
    </message>
    <message>
        <source>Playing the first games...</source>
        <translation>Si giocano le prime partite...</translation>
    </message>
    <message>
        <source>Stopping...</source>
        <translation>Arresto in corso...</translation>
    </message>
    <message>
        <source>%v games played</source>
        <translation>%v partite giocate</translation>
    </message>
    <message>
        <source>The games could not be played: {message}</source>
        <translation>Le partite non si sono potute giocare: {message}</translation>
    </message>
    <message>
        <source>No game is over yet.</source>
        <translation>Nessuna partita è ancora finita.</translation>
    </message>
    <message>
        <source>After {n} games the wins are {first} {won:g}, {second} {lost:g} (a draw counts half): {first} {share:.1f}% (95% interval {low:.1f}-{high:.1f}%).</source>
        <translation>Dopo {n} partite le vittorie sono {first} {won:g}, {second} {lost:g} (un pareggio conta la metà): {first} {share:.1f}% (intervallo al 95% {low:.1f}-{high:.1f}%).</translation>
    </message>
    <message>
        <source>It leans to one side, {side} wins too often: the interval lies wholly outside 40-60%.</source>
        <translation>Pende da una parte, {side} vince troppo spesso: l&apos;intervallo sta del tutto fuori dal 40-60%.</translation>
    </message>
    <message>
        <source>Balanced: the interval lies within 40-60%.</source>
        <translation>Equilibrato: l&apos;intervallo sta entro il 40-60%.</translation>
    </message>
    <message>
        <source>the computer&apos;s rules of thumb, no search: fast, a first look</source>
        <translation>le regole pratiche del computer, senza ricerca: veloce, un primo sguardo</translation>
    </message>
    <message>
        <source>Not clear yet: a verdict comes from {n} games on.</source>
        <translation>Non ancora chiaro: un verdetto arriva da {n} partite in poi.</translation>
    </message>
    <message>
        <source>Not clear yet: the interval reaches outside 40-60%.</source>
        <translation>Non ancora chiaro: l&apos;intervallo esce dal 40-60%.</translation>
    </message>
    <message>
        <source>At this share about {n} games in all would tell.</source>
        <translation>Con questa quota circa {n} partite in tutto lo direbbero.</translation>
    </message>
</context>
<context>
    <name>BattlePanel</name>
    <message>
        <source>Morning</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>Mattina</translation>
    </message>
    <message>
        <source>Midday</source>
        <translation>Mezzogiorno</translation>
    </message>
    <message>
        <source>Afternoon</source>
        <translation>Pomeriggio</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Notte</translation>
    </message>
    <message>
        <source>Union orders (R-DISC-1)</source>
        <translation>Ordini dell&apos;Unione (R-DISC-1)</translation>
    </message>
    <message>
        <source>Confederate orders (R-DISC-2)</source>
        <translation>Ordini dei Confederati (R-DISC-2)</translation>
    </message>
    <message>
        <source>Command blocks off the map (R-BLK)</source>
        <translation>Blocchi di comando fuori dal tabellone (R-BLK)</translation>
    </message>
    <message>
        <source>Supply and losses</source>
        <translation>Riserva e perdite</translation>
    </message>
    <message>
        <source>&lt;b&gt;{period}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{period}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>In the {part} box: {b} blue, {k} black; forced passes taken this period: {u}</source>
        <translation>Nella casella {part}: {b} blu, {k} neri; Passare obbligatoriamente usati in questo periodo: {u}</translation>
    </message>
    <message>
        <source>Single-order box: {n}</source>
        <translation>Casella Ordini Singoli: {n}</translation>
    </message>
    <message>
        <source>Double-order box: {n}</source>
        <translation>Casella Doppi Ordini: {n}</translation>
    </message>
    <message>
        <source>Discs in supply: {n}</source>
        <translation>Dischi nella riserva: {n}</translation>
    </message>
    <message>
        <source>{side}: available {a}; set aside {s}</source>
        <translation>{side}: disponibili {a}; messi da parte {s}</translation>
    </message>
    <message>
        <source>{side}: {a} available, {s} set aside (values hidden)</source>
        <translation>{side}: {a} disponibili, {s} messi da parte (valori nascosti)</translation>
    </message>
    <message>
        <source>Cubes in supply (of {total}): {cubes}</source>
        <translation>Cubi danno nella riserva (su {total}): {cubes}</translation>
    </message>
    <message>
        <source>Markers left: disruption {d} of {dn}, entrenchment {e} of {en}, artillery fire {f} of {fn}</source>
        <translation>Segnalini rimasti: Interruzione {d} su {dn}, Trincea {e} su {en}, Fuoco dell&apos;Artiglieria {f} su {fn}</translation>
    </message>
    <message>
        <source>Units eliminated: Confederate {c}, Union {u}. Still to arrive: Confederate {cc}, Union {uc} (R-REIN-1).</source>
        <translation>Pezzi eliminati: Confederati {c}, Unione {u}. Ancora da arrivare: Confederati {cc}, Unione {uc} (R-REIN-1).</translation>
    </message>
</context>
<context>
    <name>BlockRow</name>
    <message>
        <source>{a} available, {s} set aside; their values are hidden from you (R-ACT-2)</source>
        <translation>{a} disponibili, {s} messi da parte; i loro valori ti sono nascosti (R-ACT-2)</translation>
    </message>
    <message>
        <source>available: {a}; set aside until the last available block is placed: {s} (R-BLK-2)</source>
        <translation>disponibili: {a}; messi da parte finché non viene piazzato l&apos;ultimo blocco disponibile: {s} (R-BLK-2)</translation>
    </message>
    <message>
        <source>all on the map</source>
        <translation>tutti sul tabellone</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>artillery in {a}: range {r} (R-ART-2)</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate what never changes (terrain, scenery, roads, names, symbols) lives in a scene of its own, drawn as this scene&apos;s background: the view caches it (CacheBackground), so a move repaints the pieces, not the map</extracomment>
        <translation>artiglieria in {a}: gittata {r} (R-ART-2)</translation>
    </message>
    <message>
        <source>{t}: in range ({d}) and in sight (R-ART-3)</source>
        <translation>{t}: a tiro ({d}) e in vista (R-ART-3)</translation>
    </message>
    <message>
        <source>{t}: in range, out of sight: blocked by {b} (R-ART-3)</source>
        <translation>{t}: a tiro ma non in vista: bloccata da {b} (R-ART-3)</translation>
    </message>
</context>
<context>
    <name>BoxEditorWindow</name>
    <message>
        <source>Select a box or a link to delete</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>Seleziona una casella o un collegamento da eliminare</translation>
    </message>
    <message>
        <source>Click a box or a link to edit it; drag a box to move it; double-click a selected link to bend it</source>
        <extracomment>a bend is picked this many screen pixels around it (box id, merge key, offset from the box&apos;s centre to the press) (link id, bend index, merge key)</extracomment>
        <translation>Fai clic su una casella o un collegamento per modificarli; trascina una casella per spostarla; fai doppio clic su un collegamento selezionato per curvarlo</translation>
    </message>
    <message>
        <source>Click where the town lies: a new box; then type its name in Properties</source>
        <translation>Fai clic dove si trova la città: una nuova casella; poi scrivi il suo nome in Proprietà</translation>
    </message>
    <message>
        <source>A box is already there: click an empty place</source>
        <translation>Lì c&apos;è già una casella: fai clic su un punto libero</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Casella</translation>
    </message>
    <message>
        <source>River: drag from the box upstream to the box downstream (or click one, then the other)</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>Fiume: trascina dalla casella a monte alla casella a valle (oppure fai clic su una, poi sull&apos;altra)</translation>
    </message>
    <message>
        <source>Railroad: drag from a box to another (or click one, then the other)</source>
        <translation>Ferrovia: trascina da una casella a un&apos;altra (oppure fai clic su una, poi sull&apos;altra)</translation>
    </message>
    <message>
        <source>Road: drag from a box to another (or click one, then the other)</source>
        <translation>Strada: trascina da una casella a un&apos;altra (oppure fai clic su una, poi sull&apos;altra)</translation>
    </message>
    <message>
        <source>Start a link on a box</source>
        <translation>Inizia un collegamento su una casella</translation>
    </message>
    <message>
        <source>Now click the box at the other end</source>
        <translation>Ora fai clic sulla casella all&apos;altra estremità</translation>
    </message>
    <message>
        <source>End a link on a box</source>
        <translation>Termina un collegamento su una casella</translation>
    </message>
    <message>
        <source>{n} warning about boxes drawn over each other (a game plays the map anyway).</source>
        <translation>{n} avviso su caselle disegnate una sopra l&apos;altra (la mappa si può giocare comunque).</translation>
    </message>
    <message>
        <source>{n} warnings about boxes drawn over each other (a game plays the map anyway).</source>
        <translation>{n} avvisi su caselle disegnate una sopra l&apos;altra (la mappa si può giocare comunque).</translation>
    </message>
    <message>
        <source>Select / move</source>
        <translation>Seleziona / sposta</translation>
    </message>
    <message>
        <source>Place box</source>
        <translation>Posiziona casella</translation>
    </message>
    <message>
        <source>Play the map as it is: a game of Norden &amp; Süden with the rules&apos; set-up (NS-SETUP) on it</source>
        <translation>Gioca la mappa così com&apos;è: una partita di Norden &amp; Süden con lo schieramento delle regole (NS-SETUP)</translation>
    </message>
    <message>
        <source>&amp;New box map</source>
        <translation>&amp;Nuova mappa a caselle</translation>
    </message>
    <message>
        <source>New &amp;area map (Gettysburg)</source>
        <translation>Nuova &amp;mappa ad aree (Gettysburg)</translation>
    </message>
    <message>
        <source>Re&amp;verse the selected river</source>
        <translation>&amp;Inverti il fiume selezionato</translation>
    </message>
    <message>
        <source>Select a river first</source>
        <translation>Seleziona prima un fiume</translation>
    </message>
    <message>
        <source>{lat:.2f}° N  {lon:.2f}° W</source>
        <translation>{lat:.2f}° N  {lon:.2f}° O</translation>
    </message>
    <message>
        <source>Play-test started: Norden &amp; Süden&apos;s set-up on this map</source>
        <translation>Partita di prova avviata: lo schieramento di Norden &amp; Süden su questa mappa</translation>
    </message>
</context>
<context>
    <name>BoxPropertiesPanel</name>
    <message>
        <source>its own: each box&apos;s starting militia</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate; texts the area editor&apos;s panel shows too keep its context</extracomment>
        <translation>proprio: la milizia iniziale di ogni casella</translation>
    </message>
    <message>
        <source>the 1861 campaign&apos;s (T2): the map must fit it (NS-MAP-4)</source>
        <translation>quello della campagna del 1861 (T2): la mappa deve rispettarlo (NS-MAP-4)</translation>
    </message>
    <message>
        <source>Set-up (NS-SETUP)</source>
        <translation>Schieramento (NS-SETUP)</translation>
    </message>
    <message>
        <source>white (nobody&apos;s)</source>
        <translation>bianca (di nessuno)</translation>
    </message>
    <message>
        <source>Port (anchor, NS-SEA-2)</source>
        <translation>Porto (ancora, NS-SEA-2)</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rosso</translation>
    </message>
    <message>
        <source>Permanent fortification (NS-FORT-4)</source>
        <translation>Fortificazione permanente (NS-FORT-4)</translation>
    </message>
    <message>
        <source>nobody&apos;s</source>
        <translation>di nessuno</translation>
    </message>
    <message>
        <source>the Union&apos;s (NS-WIN-1)</source>
        <translation>dell&apos;Unione (NS-WIN-1)</translation>
    </message>
    <message>
        <source>the Confederacy&apos;s (NS-WIN-2)</source>
        <translation>della Confederazione (NS-WIN-2)</translation>
    </message>
    <message>
        <source>Capital (drawn with a star)</source>
        <translation>Capitale (disegnata con una stella)</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Starting colour</source>
        <translation>Colore iniziale</translation>
    </message>
    <message>
        <source>Starting militia (NS-SETUP-2)</source>
        <translation>Milizia iniziale (NS-SETUP-2)</translation>
    </message>
    <message>
        <source>Recruitment (NS-RECR-3)</source>
        <translation>Reclutamento (NS-RECR-3)</translation>
    </message>
    <message>
        <source>Victory objective</source>
        <translation>Obiettivo di vittoria</translation>
    </message>
    <message>
        <source>Border state (NS-AID-3)</source>
        <translation>Stato di confine (NS-AID-3)</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Latitude, longitude</source>
        <translation>Latitudine, longitudine</translation>
    </message>
    <message>
        <source>railroad</source>
        <translation>ferrovia</translation>
    </message>
    <message>
        <source>Reverse the river (Ctrl+R)</source>
        <translation>Inverti il fiume (Ctrl+R)</translation>
    </message>
    <message>
        <source>The Potomac: closed to the Confederacy (NS-MOVE-10)</source>
        <translation>Il Potomac: vietato alla Confederazione (NS-MOVE-10)</translation>
    </message>
    <message>
        <source>Between</source>
        <translation>Tra</translation>
    </message>
    <message>
        <source>Flows to (NS-JUMP-2)</source>
        <translation>Scorre verso (NS-JUMP-2)</translation>
    </message>
    <message>
        <source>Entering across a river (a blue side, NS-MOD-3):</source>
        <translation>Entrata attraverso un fiume (un lato blu, NS-MOD-3):</translation>
    </message>
    <message>
        <source>The map</source>
        <translation>La mappa</translation>
    </message>
    <message>
        <source>{usa} Union and {csa} Confederate militia infantry set up</source>
        <translation>Schierate: {usa} unità di fanteria di milizia dell&apos;Unione, {csa} della Confederazione</translation>
    </message>
    <message>
        <source>{boxes} boxes, {links} links</source>
        <translation>{boxes} caselle, {links} collegamenti</translation>
    </message>
    <message>
        <source>Box {name}</source>
        <translation>Casella {name}</translation>
    </message>
    <message>
        <source>The map is played with the 1861 campaign&apos;s set-up (T2); give it a set-up of its own in the map&apos;s Properties (click the empty map)</source>
        <translation>La mappa si gioca con lo schieramento della campagna del 1861 (T2); dalle uno schieramento proprio nelle Proprietà della mappa (fai clic su un punto vuoto della mappa)</translation>
    </message>
    <message>
        <source>Link {a} – {b}</source>
        <translation>Collegamento {a} – {b}</translation>
    </message>
    <message>
        <source>at {box}</source>
        <translation>a {box}</translation>
    </message>
</context>
<context>
    <name>BoxRulesPanel</name>
    <message>
        <source>Ring the boxes reached on the map</source>
        <extracomment>the side or the rings changed: the window shows the reach again</extracomment>
        <translation>Cerchia sulla mappa le caselle raggiunte</translation>
    </message>
    <message>
        <source>Marching side</source>
        <translation>Fazione che marcia</translation>
    </message>
    <message>
        <source>Select a box: its one march&apos;s reach for infantry and cavalry shows here.</source>
        <translation>Seleziona una casella: qui compare fin dove arrivano fanteria e cavalleria con una marcia da lì.</translation>
    </message>
    <message>
        <source>From {box}, one march (T4, NS-MOVE-4), the {side} side:</source>
        <translation>Da {box}, una marcia (T4, NS-MOVE-4), fazione {side}:</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Fanteria</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Cavalleria</translation>
    </message>
    <message>
        <source>nowhere</source>
        <translation>da nessuna parte</translation>
    </message>
    <message>
        <source>Own railroads join two boxes of the side&apos;s starting colour (NS-MOVE-5); the map alone: no units, so no battles and no jumps.</source>
        <translation>Le ferrovie proprie uniscono due caselle del colore iniziale della fazione (NS-MOVE-5); solo la mappa: niente unità, quindi niente battaglie e niente salti.</translation>
    </message>
    <message>
        <source>road</source>
        <translation>strada</translation>
    </message>
    <message>
        <source>river</source>
        <translation>fiume</translation>
    </message>
    <message>
        <source>railroad</source>
        <translation>ferrovia</translation>
    </message>
</context>
<context>
    <name>CalibrationPointDialog</name>
    <message>
        <source>Calibrate the background: point {n} of 2</source>
        <translation>Calibra lo sfondo: punto {n} di 2</translation>
    </message>
    <message>
        <source>Where does the point you clicked lie on the map? Type its map coordinates (board units; a map grid&apos;s or a survey&apos;s marks).</source>
        <translation>Dove si trova sulla mappa il punto su cui hai fatto clic? Digita le sue coordinate sulla mappa (in unità del tabellone; ad esempio dai segni di una griglia della mappa o di un rilievo).</translation>
    </message>
    <message>
        <source>Map x</source>
        <translation>x sulla mappa</translation>
    </message>
    <message>
        <source>Map y</source>
        <translation>y sulla mappa</translation>
    </message>
</context>
<context>
    <name>ChartPanel</name>
    <message>
        <source>Victory, orders, reinforcements</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate places to mark on the map (a victory area&apos;s name clicked) a rule id was clicked: open the rules reference there</extracomment>
        <translation>Vittoria, ordini, rinforzi</translation>
    </message>
</context>
<context>
    <name>ComputerTurns</name>
    <message>
        <source>Slow</source>
        <extracomment>the pace of the computer&apos;s decisions: seconds between two of them (None: step by step, *Next*)</extracomment>
        <translation>Lento</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Step by step (Next: N)</source>
        <translation>Passo per passo (Avanti: N)</translation>
    </message>
    <message>
        <source>easy</source>
        <extracomment>the levels in words (a name not here is shown as it is: random, greedy)</extracomment>
        <translation>facile</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normale</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>aggressive</source>
        <extracomment>the leanings in words (ai/player.py STYLES: a weight of the evaluation, never a rule)</extracomment>
        <translation>aggressivo</translation>
    </message>
    <message>
        <source>cautious</source>
        <translation>prudente</translation>
    </message>
    <message>
        <source>The computer does not play this game yet: a person plays every side</source>
        <extracomment>the levels the New game dialog offers, weakest first the suggestion&apos;s player: the hard level with a short budget (seconds) a decision made while a dialog is in front waits until it is gone, looking again this often thinking started or stopped, progress, a decision waiting for Next, a pause, a failure, a suggestion why the computer stopped (its worker failed or died), &quot;&quot; if it did not the level thinking now (None: it isn&apos;t) and the part of its budget used a decision made, waiting for its moment (the pace) or for Next the suggestion shown: (the position it is for, its first action&apos;s text, all of it in words), None if none the suggestion&apos;s actions, as texts: the whole decision (ai/suggestion.py) the suggestion as the status bar says it (it comes back there while nothing else is said)</extracomment>
        <translation>Il computer non gioca ancora questo gioco: ogni fazione è giocata da una persona</translation>
    </message>
    <message>
        <source>This program has no computer player {names}: a person plays that side</source>
        <translation>Questo programma non ha il giocatore computer {names}: quella fazione la gioca una persona</translation>
    </message>
    <message>
        <source>No suggestion: the computer failed ({why})</source>
        <translation>Nessun suggerimento: il computer non ci è riuscito ({why})</translation>
    </message>
    <message>
        <source>The computer stopped: {why}. Resume (Ctrl+P) asks it again.</source>
        <translation>Il computer si è fermato: {why}. Riprendi (Ctrl+P) glielo chiede di nuovo.</translation>
    </message>
    <message>
        <source>The computer is paused: Resume (Ctrl+P) lets it go on</source>
        <translation>Il computer è in pausa: Riprendi (Ctrl+P) lo fa continuare</translation>
    </message>
    <message>
        <source>No suggestion now: it is not your decision</source>
        <translation>Nessun suggerimento ora: non tocca a te decidere</translation>
    </message>
    <message>
        <source>No suggestion: the computer does not play this game yet</source>
        <translation>Nessun suggerimento: il computer non gioca ancora questo gioco</translation>
    </message>
    <message>
        <source>The computer looks for a suggestion...</source>
        <translation>Il computer cerca un suggerimento…</translation>
    </message>
    <message>
        <source>{first}; then {next}</source>
        <translation>{first}; poi {next}</translation>
    </message>
    <message>
        <source>Suggestion ({level}) for the {side}: {what}. It is not played: click it yourself if you like it.</source>
        <translation>Suggerimento ({level}) per {side}: {what}. Non viene giocato: fai tu il clic, se ti piace.</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>Where the {side} player acted since your last decision is outlined on the map; the log tells it.</source>
        <translation>I punti dove il giocatore della fazione {side} ha agito dalla tua ultima decisione sono evidenziati sulla mappa; il registro lo racconta.</translation>
    </message>
    <message>
        <source>Click: {what}</source>
        <extracomment>the position, the prompt, the offered choices or the selection changed the events of an action just applied (or re-applied), for the log and the dice a one-line message for the status bar (why a click means nothing, ...) a refusal: why a click means nothing, with its rule (shown beside the pointer too) the curtain must fall: the side to hand over to (None: lift it) an action was applied, undone or redone (the window autosaves) a suggestion for the side at the screen was asked for (ui/computer.py answers) a suggestion shown on the board until the next click: (units, places, borders, blocks) -&gt; mode</extracomment>
        <translation>Clic: {what}</translation>
    </message>
    <message>
        <source>Click: {first}, or {n} more choices</source>
        <translation>Clic: {first}, oppure altre {n} scelte</translation>
    </message>
    <message>
        <source>{unit}: range {r}, {n} area in sight (R-ART-2, R-ART-3).</source>
        <translation>{unit}: gittata {r}, {n} area in vista (R-ART-2, R-ART-3).</translation>
    </message>
    <message>
        <source>{unit}: range {r}, {n} areas in sight (R-ART-2, R-ART-3).</source>
        <translation>{unit}: gittata {r}, {n} aree in vista (R-ART-2, R-ART-3).</translation>
    </message>
    <message>
        <source>This is a replay: step through it with the replay buttons</source>
        <translation>Questa è una ripetizione: scorrila con i pulsanti della ripetizione</translation>
    </message>
    <message>
        <source>Hand the game over first: the {side} player clicks the curtain</source>
        <translation>Prima passa la partita: il giocatore della fazione {side} fa clic sul sipario</translation>
    </message>
    <message>
        <source>The {side} player decides next: press Hand over (Enter) when you have seen the roll</source>
        <translation>Ora decide il giocatore della fazione {side}: premi Passa la partita (Invio) dopo aver visto il tiro</translation>
    </message>
    <message>
        <source>The computer is deciding for the {side}: wait for it, or pause it (Computer &gt; Pause); menus, zoom, the log and the replay stay yours</source>
        <translation>Il computer sta decidendo per {side}: aspettalo o mettilo in pausa (Computer &gt; Pausa); menu, zoom, registro e replay restano a te</translation>
    </message>
    <message>
        <source>Choose one of the offered actions above the map, or Esc</source>
        <translation>Scegli una delle azioni offerte sopra la mappa, oppure Esc</translation>
    </message>
    <message>
        <source>Nothing to undo: {why}</source>
        <translation>Nulla da annullare: {why}</translation>
    </message>
    <message>
        <source>hand the game over first</source>
        <translation>prima passa la partita</translation>
    </message>
    <message>
        <source>Undone: {action}</source>
        <translation>Annullato: {action}</translation>
    </message>
    <message>
        <source>Undone: your last decision and the computer&apos;s reply since</source>
        <translation>Annullati: la tua ultima decisione e la risposta del computer</translation>
    </message>
    <message>
        <source>Undone: your last decision and the computer&apos;s {n} replies since</source>
        <translation>Annullati: la tua ultima decisione e le {n} risposte del computer</translation>
    </message>
    <message>
        <source>Undone: your last decision</source>
        <translation>Annullata: la tua ultima decisione</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nulla da ripetere</translation>
    </message>
</context>
<context>
    <name>CrashGuard</name>
    <message>
        <source>The report was written to {path}.</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate the log file&apos;s size before it rotates, and how many old ones are kept crash reports kept in the data folder (the oldest go first) a report was written: its path (the dialog follows from the event loop)</extracomment>
        <translation>Il rapporto è stato scritto in {path}.</translation>
    </message>
    <message>
        <source>No report could be written.</source>
        <translation>Non è stato possibile scrivere alcun rapporto.</translation>
    </message>
    <message>
        <source>The program met an error it did not expect. Your game is safe: it is saved after every action.</source>
        <translation>Il programma ha incontrato un errore inatteso. La tua partita è al sicuro: viene salvata dopo ogni azione.</translation>
    </message>
    <message>
        <source>The error keeps coming back: quit, and start the program again to resume the game.</source>
        <translation>L&apos;errore continua a ripresentarsi: esci e riavvia il programma per riprendere la partita.</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Qualcosa è andato storto</translation>
    </message>
    <message>
        <source>Continue from the last good state</source>
        <translation>Continua dall&apos;ultimo stato valido</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>The other player&apos;s command-block values stay hidden (R-ACT-2).</source>
        <translation>I valori dei blocchi di comando dell&apos;altro giocatore restano nascosti (R-ACT-2).</translation>
    </message>
    <message>
        <source>{side} player: take your last action back (Ctrl+Z)</source>
        <extracomment>the next player is ready the player who just handed over takes the last action back (the other has seen nothing)</extracomment>
        <translation>Giocatore della fazione {side}: annulla la tua ultima azione (Ctrl+Z)</translation>
    </message>
    <message>
        <source>{side} to play</source>
        <translation>Tocca a: {side}</translation>
    </message>
    <message>
        <source>{side} player: click when ready</source>
        <translation>Giocatore della fazione {side}: fai clic quando sei pronto</translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <source>No dice rolled yet</source>
        <extracomment>the lines of dice the panel shows at least (the rest scroll)</extracomment>
        <translation>Nessun dado ancora tirato</translation>
    </message>
    <message>
        <source>Last roll: {n} {dice}</source>
        <translation>Ultimo tiro: {n} {dice}</translation>
    </message>
    <message>
        <source>die</source>
        <translation>dado</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>dadi</translation>
    </message>
    <message>
        <source>No dice rolled at this step</source>
        <translation>Nessun tiro di dadi in questo passo</translation>
    </message>
</context>
<context>
    <name>EditorDialogs</name>
    <message>
        <source>Merge areas of different terrains</source>
        <translation>Unisci aree di terreni diversi</translation>
    </message>
    <message>
        <source>The areas have different terrains: which does the merged area keep?</source>
        <translation>Le aree hanno terreni diversi: quale mantiene l&apos;area unita?</translation>
    </message>
    <message>
        <source>{name}: {terrain}</source>
        <translation>{name}: {terrain}</translation>
    </message>
    <message>
        <source>{terrain} (as {name})</source>
        <translation>{terrain} (come {name})</translation>
    </message>
</context>
<context>
    <name>EditorLabels</name>
    <message>
        <source>Place name of &apos;{name}&apos;</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>Posiziona il nome di «{name}»</translation>
    </message>
    <message>
        <source>Place {n} names</source>
        <translation>Posiziona {n} nomi</translation>
    </message>
    <message>
        <source>no stack has room clear of it</source>
        <translation>nessuna pila ha spazio libero accanto</translation>
    </message>
    <message>
        <source>a full stack has room</source>
        <translation>una pila completa ha spazio</translation>
    </message>
    <message>
        <source>only a smaller stack has room ({w:g} x {h:g} units)</source>
        <translation>solo una pila più piccola ha spazio ({w:g} x {h:g} unità)</translation>
    </message>
    <message>
        <source>its name reaches out of the area (Edit &gt; Place name puts it inside)</source>
        <translation>il suo nome esce dall&apos;area (Modifica &gt; Posiziona il nome lo mette dentro)</translation>
    </message>
    <message>
        <source>its name leaves no room for a full stack of pieces (Edit &gt; Place name finds a place if there is one; else enlarge the area)</source>
        <translation>il suo nome non lascia spazio a una pila completa di pedine (Modifica &gt; Posiziona il nome trova un posto se c&apos;è; altrimenti ingrandisci l&apos;area)</translation>
    </message>
</context>
<context>
    <name>EditorMulti</name>
    <message>
        <source>{n} items selected: Delete removes them all; Edit &gt; Merge the selected areas joins the areas into the first (Shift/Ctrl+click adds or takes out one)</source>
        <translation>{n} elementi selezionati: Canc li rimuove tutti; Modifica &gt; Unisci le aree selezionate unisce le aree alla prima (Maiusc/Ctrl+clic ne aggiunge o ne toglie uno)</translation>
    </message>
    <message>
        <source>No area or entry box lies wholly inside the band</source>
        <translation>Nessuna area o Entry box si trova interamente dentro il riquadro di selezione</translation>
    </message>
    <message>
        <source>Deleted {n} items (Ctrl+Z brings them back)</source>
        <translation>{n} elementi eliminati (Ctrl+Z li riporta)</translation>
    </message>
    <message>
        <source>Select two or more neighbouring areas first (Shift+click or a rubber band)</source>
        <translation>Seleziona prima due o più aree vicine (Maiusc+clic o un riquadro di selezione)</translation>
    </message>
    <message>
        <source>{names} can&apos;t be merged into &apos;{keep}&apos;: each must border the areas merged so far, and the result can&apos;t hold a hole</source>
        <translation>Impossibile unire a «{keep}»: {names}; ognuna deve confinare con le aree unite finora, e il risultato non può contenere un buco</translation>
    </message>
</context>
<context>
    <name>EditorTools</name>
    <message>
        <source>Select: click an item (Shift+click or a drag across areas: several); drag a vertex, border, entry box or name; double-click a border: a new vertex; Delete removes</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate a drag let go within this many screen pixels of its press came back: nothing moves</extracomment>
        <translation>Seleziona: fai clic su un elemento (Maiusc+clic o un trascinamento sulle aree: più elementi); trascina un vertice, un confine, una Entry box o un nome; doppio clic su un confine: un nuovo vertice; Canc rimuove</translation>
    </message>
    <message>
        <source>The entry box is back where it was: nothing moved</source>
        <translation>L&apos;Entry box è tornata dov&apos;era: nulla è stato spostato</translation>
    </message>
    <message>
        <source>{what} is back where it was: nothing moved</source>
        <translation>{what} è tornato dov&apos;era: nulla è stato spostato</translation>
    </message>
    <message>
        <source>The name</source>
        <translation>Il nome</translation>
    </message>
    <message>
        <source>Not moved: {why}</source>
        <translation>Non spostato: {why}</translation>
    </message>
    <message>
        <source>The vertex</source>
        <translation>Il vertice</translation>
    </message>
    <message>
        <source>The border</source>
        <translation>Il confine</translation>
    </message>
    <message>
        <source>&apos;{a}&apos; would overlap &apos;{b}&apos;</source>
        <translation>«{a}» si sovrapporrebbe a «{b}»</translation>
    </message>
    <message>
        <source>&apos;{a}&apos; would overlap &apos;{b}&apos;; drop the vertex on their shared border or in the open</source>
        <translation>«{a}» si sovrapporrebbe a «{b}»; rilascia il vertice sul loro confine comune o in uno spazio libero</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; would cross itself</source>
        <translation>«{name}» intersecherebbe se stessa</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; would have fewer than 3 corners</source>
        <translation>«{name}» avrebbe meno di 3 angoli</translation>
    </message>
    <message>
        <source>a vertex of &apos;{name}&apos; would lie {d} outside the board (0..{w}, 0..{h})</source>
        <translation>un vertice di «{name}» sarebbe {d} fuori dalla mappa (0..{w}, 0..{h})</translation>
    </message>
    <message>
        <source>Drag cancelled: nothing moved</source>
        <translation>Trascinamento annullato: nulla è stato spostato</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Annullato</translation>
    </message>
    <message>
        <source>Add area: click the corners; click the first one to close, or Enter to fill up to the borders; Backspace removes the last point, Escape cancels</source>
        <translation>Aggiungi area: fai clic sugli angoli; fai clic sul primo per chiudere, o Invio per riempire fino ai confini; Backspace rimuove l&apos;ultimo punto, Esc annulla</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Area</translation>
    </message>
    <message>
        <source>Added &apos;{name}&apos;; Tab takes the region on the other side of the line; name it in Properties</source>
        <translation>Aggiunta «{name}»; Tab prende la regione dall&apos;altra parte della linea; dalle un nome in Proprietà</translation>
    </message>
    <message>
        <source>Added &apos;{name}&apos;: name it in Properties</source>
        <translation>Aggiunta «{name}»: dalle un nome in Proprietà</translation>
    </message>
    <message>
        <source>Draw free edge: start on a border, click the corners in the open, end on a border (the area fills what the line closes off; Tab takes the other side)</source>
        <translation>Disegna un bordo libero: inizia su un confine, fai clic sugli angoli nello spazio aperto, termina su un confine (l&apos;area riempie ciò che la linea chiude; Tab prende l&apos;altro lato)</translation>
    </message>
    <message>
        <source>Start the free edge on a border (an area&apos;s or the board&apos;s edge)</source>
        <translation>Inizia il bordo libero su un confine (di un&apos;area o del bordo del tabellone)</translation>
    </message>
    <message>
        <source>Split: click a line across an area from border to border</source>
        <translation>Dividi: traccia una linea attraverso un&apos;area da confine a confine</translation>
    </message>
    <message>
        <source>The line crosses no area</source>
        <translation>La linea non attraversa alcuna area</translation>
    </message>
    <message>
        <source>Redraw border: click on a border two areas share where the new course leaves it, then the new points, then on the same border where it rejoins it</source>
        <translation>Ridisegna confine: fai clic su un confine condiviso da due aree dove il nuovo tracciato lo lascia, poi sui nuovi punti, poi sullo stesso confine dove lo raggiunge di nuovo</translation>
    </message>
    <message>
        <source>Start on a border two areas share; snapping is off (S turns it on), so a click lands on a border only by chance</source>
        <translation>Inizia su un confine condiviso da due aree; l&apos;aggancio è spento (S lo accende), quindi un clic cade su un confine solo per caso</translation>
    </message>
    <message>
        <source>This is the edge of one area only: start on a border two areas share</source>
        <translation>Questo è il bordo di una sola area: inizia su un confine condiviso da due aree</translation>
    </message>
    <message>
        <source>Start on a border two areas share (the magenta mark shows where a click lands)</source>
        <translation>Inizia su un confine condiviso da due aree (il segno magenta mostra dove cade un clic)</translation>
    </message>
    <message>
        <source>Redraw the border of &apos;{a}&apos; and &apos;{b}&apos;: click the new points, then on the border where it rejoins it (Backspace removes the last point, Escape cancels)</source>
        <translation>Ridisegna il confine tra «{a}» e «{b}»: fai clic sui nuovi punti, poi sul confine dove il tracciato lo raggiunge di nuovo (Backspace rimuove l&apos;ultimo punto, Esc annulla)</translation>
    </message>
    <message>
        <source>Redraw a border from this point: click the new points, then on the same border where it rejoins it (Backspace removes the last point, Escape cancels)</source>
        <translation>Ridisegna un confine da questo punto: fai clic sui nuovi punti, poi sullo stesso confine dove il tracciato lo raggiunge di nuovo (Backspace rimuove l&apos;ultimo punto, Esc annulla)</translation>
    </message>
    <message>
        <source>End the line on the border it started from (click on it)</source>
        <translation>Termina la linea sul confine da cui è partita (fai clic su di esso)</translation>
    </message>
    <message>
        <source>Not redrawn: {why}. Backspace removes the last point, Escape cancels</source>
        <translation>Non ridisegnato: {why}. Backspace rimuove l&apos;ultimo punto, Esc annulla</translation>
    </message>
    <message>
        <source>Redrew the border of {names} (Ctrl+Z undoes it); click on a border to redraw another</source>
        <translation>Confine tra {names} ridisegnato (Ctrl+Z lo annulla); fai clic su un confine per ridisegnarne un altro</translation>
    </message>
    <message>
        <source>no border of two areas runs between the line&apos;s two ends; start and end on one border, within the stretch two areas share</source>
        <translation>tra i due estremi della linea non corre un confine tra due aree; inizia e termina su un confine, nel tratto condiviso da due aree</translation>
    </message>
    <message>
        <source>the new border would make &apos;{name}&apos; cross itself</source>
        <translation>il nuovo confine farebbe incrociare «{name}» con sé stessa</translation>
    </message>
    <message>
        <source>the new border would make &apos;{a}&apos; and &apos;{b}&apos; overlap</source>
        <translation>il nuovo confine farebbe sovrapporre «{a}» e «{b}»</translation>
    </message>
    <message>
        <source>a border needs two ends</source>
        <translation>un confine ha bisogno di due estremi</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Strada</translation>
    </message>
    <message>
        <source>Railroad</source>
        <translation>Ferrovia</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Fiume</translation>
    </message>
    <message>
        <source>Woods</source>
        <translation>Bosco</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Edificio</translation>
    </message>
    <message>
        <source>{what}: click the outline; click the first point or press Enter to close it</source>
        <translation>{what}: fai clic sul contorno; fai clic sul primo punto o premi Invio per chiuderlo</translation>
    </message>
    <message>
        <source>{what}: click the points; Enter, a double click or a right click ends the line</source>
        <translation>{what}: fai clic sui punti; Invio, un doppio clic o un clic destro termina la linea</translation>
    </message>
    <message>
        <source>Merge: click the area to keep, then the neighbour to join into it</source>
        <translation>Unisci: fai clic sull&apos;area da tenere, poi sulla vicina da unire a essa</translation>
    </message>
    <message>
        <source>Merge: now click the neighbour to join into &apos;{name}&apos;</source>
        <translation>Unisci: ora fai clic sulla vicina da unire a «{name}»</translation>
    </message>
    <message>
        <source>Add entry box: click at or off the board&apos;s edge; it links to the nearest area (change it in Properties)</source>
        <translation>Aggiungi Entry box: fai clic sul bordo del tabellone o fuori; si collega all&apos;area più vicina (modificabile in Proprietà)</translation>
    </message>
    <message>
        <source>Draw an area first: an entry box links to one</source>
        <translation>Disegna prima un&apos;area: una Entry box si collega a un&apos;area</translation>
    </message>
    <message>
        <source>Entry box</source>
        <translation>Entry box</translation>
    </message>
    <message>
        <source>Calibrate: click a point of the scan whose map coordinates you know (1 of 2); Escape stops</source>
        <translation>Calibra: fai clic su un punto della scansione di cui conosci le coordinate sulla mappa (1 di 2); Esc interrompe</translation>
    </message>
    <message>
        <source>Calibrate: click a second point of the scan, far from the first (2 of 2); Escape stops</source>
        <translation>Calibra: fai clic su un secondo punto della scansione, lontano dal primo (2 di 2); Esc interrompe</translation>
    </message>
    <message>
        <source>The two points are the same point of the scan: click two points far apart</source>
        <translation>I due punti sono lo stesso punto della scansione: fai clic su due punti distanti tra loro</translation>
    </message>
    <message>
        <source>The two points have the same map coordinates: type where each lies on the map</source>
        <translation>I due punti hanno le stesse coordinate sulla mappa: digita dove si trova ciascuno sulla mappa</translation>
    </message>
    <message>
        <source>Calibrated: {scale:.4g} board units per pixel, turned {rotation:.2f}°, top-left corner at ({x:.1f}, {y:.1f}) (Ctrl+Z undoes it)</source>
        <translation>Sfondo calibrato: {scale:.4g} unità del tabellone per pixel, ruotato di {rotation:.2f}°, angolo in alto a sinistra in ({x:.1f}, {y:.1f}) (Ctrl+Z lo annulla)</translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <source>zoom {z:.0%}</source>
        <translation>zoom {z:.0%}</translation>
    </message>
    <message>
        <source>Checking...</source>
        <extracomment>Qt&apos;s translate; the texts both editors show keep the area editor&apos;s context, &quot;EditorWindow&quot;
----------
Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate; the texts both editors show keep the area editor&apos;s context, &quot;EditorWindow&quot;, where they are translated</extracomment>
        <translation>Verifica in corso...</translation>
    </message>
    <message>
        <source>The background image {path} can&apos;t be read</source>
        <translation>L&apos;immagine di sfondo {path} non può essere letta</translation>
    </message>
    <message>
        <source>&lt;the map as opened&gt;</source>
        <translation>&lt;la mappa come è stata aperta&gt;</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Proprietà</translation>
    </message>
    <message>
        <source>Rules&apos; view</source>
        <translation>Vista delle regole</translation>
    </message>
    <message>
        <source>Undo history</source>
        <translation>Cronologia</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Convalida</translation>
    </message>
    <message>
        <source>Select / edit vertices</source>
        <translation>Seleziona / modifica vertici</translation>
    </message>
    <message>
        <source>Add area</source>
        <translation>Aggiungi area</translation>
    </message>
    <message>
        <source>Draw free edge</source>
        <translation>Disegna bordo libero</translation>
    </message>
    <message>
        <source>Split area</source>
        <translation>Dividi area</translation>
    </message>
    <message>
        <source>Merge areas</source>
        <translation>Unisci aree</translation>
    </message>
    <message>
        <source>Redraw border</source>
        <translation>Ridisegna confine</translation>
    </message>
    <message>
        <source>Add entry box</source>
        <translation>Aggiungi Entry box</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Strada</translation>
    </message>
    <message>
        <source>Railroad</source>
        <translation>Ferrovia</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Fiume</translation>
    </message>
    <message>
        <source>Woods</source>
        <translation>Bosco</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Edificio</translation>
    </message>
    <message>
        <source>Tools</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>Strumenti</translation>
    </message>
    <message>
        <source>Calibrate the background by two points</source>
        <translation>Calibra lo sfondo con due punti</translation>
    </message>
    <message>
        <source>Click two points of the scan and type their map coordinates: the scan is scaled, turned and moved to match</source>
        <translation>Fai clic su due punti della scansione e digita le loro coordinate sulla mappa: la scansione viene scalata, ruotata e spostata per farli coincidere</translation>
    </message>
    <message>
        <source>Background...</source>
        <translation>Sfondo...</translation>
    </message>
    <message>
        <source>Snapping</source>
        <translation>Aggancio</translation>
    </message>
    <message>
        <source>Snap to the neighbours&apos; vertices and borders (S)</source>
        <translation>Aggancia ai vertici e ai confini delle aree vicine (S)</translation>
    </message>
    <message>
        <source>Play-test</source>
        <translation>Partita di prova</translation>
    </message>
    <message>
        <source>Start a game on this map (F5)</source>
        <translation>Avvia una partita su questa mappa (F5)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;New blank map</source>
        <translation>&amp;Nuova mappa vuota</translation>
    </message>
    <message>
        <source>New from the &amp;1863 map</source>
        <translation>Nuova dalla mappa del &amp;1863</translation>
    </message>
    <message>
        <source>New &amp;table for {game}</source>
        <translation>Nuovo &amp;tavolo per {game}</translation>
    </message>
    <message>
        <source>&amp;Open map...</source>
        <translation>&amp;Apri mappa...</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Salva &amp;come...</translation>
    </message>
    <message>
        <source>&amp;Balance report...</source>
        <translation>&amp;Verifica dell&apos;equilibrio...</translation>
    </message>
    <message>
        <source>&amp;Close the editor</source>
        <translation>&amp;Chiudi l&apos;editor</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>&amp;Delete the selection (Del)</source>
        <translation>&amp;Elimina la selezione (Canc)</translation>
    </message>
    <message>
        <source>New &amp;table (miniatures on a free table)</source>
        <translation>Nuovo &amp;tavolo (miniature su un tavolo libero)</translation>
    </message>
    <message>
        <source>&amp;Merge the selected areas</source>
        <translation>&amp;Unisci le aree selezionate</translation>
    </message>
    <message>
        <source>Join the areas selected with Shift+click or a rubber band into the first one picked (Ctrl+M)</source>
        <translation>Unisci le aree selezionate con Maiusc+clic o con un riquadro di selezione alla prima scelta (Ctrl+M)</translation>
    </message>
    <message>
        <source>Place &amp;name where the pieces have room</source>
        <translation>Posiziona il &amp;nome dove le pedine hanno spazio</translation>
    </message>
    <message>
        <source>Put the selected area&apos;s name where all of it lies inside the area and a full stack of pieces has room clear of it (N)</source>
        <translation>Metti il nome dell&apos;area selezionata dove sta tutto dentro l&apos;area e una pila completa di pedine ha spazio libero accanto (N)</translation>
    </message>
    <message>
        <source>Place every &amp;crowded name</source>
        <translation>Posiziona ogni nome &amp;stretto</translation>
    </message>
    <message>
        <source>&amp;Move or scale everything...</source>
        <translation>&amp;Sposta o scala tutto...</translation>
    </message>
    <message>
        <source>Map &amp;properties (select nothing)</source>
        <translation>&amp;Proprietà della mappa (nessuna selezione)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Ingrandisci</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Riduci</translation>
    </message>
    <message>
        <source>&amp;Fit the board to the window</source>
        <translation>&amp;Adatta il tabellone alla finestra</translation>
    </message>
    <message>
        <source>New &amp;box map (Norden &amp;&amp; Süden)</source>
        <translation>Nuova mappa a cas&amp;elle (Norden &amp;&amp; Süden)</translation>
    </message>
    <message>
        <source>&amp;Areas drawn</source>
        <translation>Aree di&amp;segnate</translation>
    </message>
    <message>
        <source>&amp;Filled</source>
        <translation>&amp;Piene</translation>
    </message>
    <message>
        <source>&amp;Translucent (the background shows through)</source>
        <translation>&amp;Traslucide (lo sfondo traspare)</translation>
    </message>
    <message>
        <source>&amp;Outlines only</source>
        <translation>Solo &amp;contorni</translation>
    </message>
    <message>
        <source>Areas: &amp;next way of drawing them</source>
        <translation>Aree: &amp;prossimo modo di disegnarle</translation>
    </message>
    <message>
        <source>Filled, translucent, outlines only (T): trace the scan&apos;s roads and streams over the areas already drawn</source>
        <translation>Piene, traslucide, solo contorni (T): ricalca le strade e i corsi d&apos;acqua della scansione sopra le aree già disegnate</translation>
    </message>
    <message>
        <source>Snapping &amp;distance</source>
        <translation>&amp;Distanza di aggancio</translation>
    </message>
    <message>
        <source>{n} pixels</source>
        <translation>{n} pixel</translation>
    </message>
    <message>
        <source>close the gap: {where} becomes a corner of {names} too</source>
        <translation>chiudere il buco: {where} diventa anche un vertice di {names}</translation>
    </message>
    <message>
        <source>Done: {what} (Ctrl+Z undoes it)</source>
        <translation>Fatto: {what} (Ctrl+Z lo annulla)</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Strumenti</translation>
    </message>
    <message>
        <source>Areas filled</source>
        <translation>Aree piene</translation>
    </message>
    <message>
        <source>Areas translucent: the background shows through</source>
        <translation>Aree traslucide: lo sfondo traspare</translation>
    </message>
    <message>
        <source>Areas as outlines only: trace the background&apos;s roads and streams</source>
        <translation>Aree solo come contorni: ricalca le strade e i corsi d&apos;acqua dello sfondo</translation>
    </message>
    <message>
        <source>No background to calibrate: choose one with Background... first</source>
        <translation>Nessuno sfondo da calibrare: scegline prima uno con «Sfondo...»</translation>
    </message>
    <message>
        <source>snap on ({px:g} px)</source>
        <translation>aggancio attivo ({px:g} px)</translation>
    </message>
    <message>
        <source>snap off</source>
        <translation>aggancio disattivato</translation>
    </message>
    <message>
        <source>Select an area first: Place name puts its name where its pieces have room</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate; the name placement&apos;s texts keep the context they had in the window (text, tone): a line for the status bar the selection changed (``focus_name``: the author names the new item next) the current vertex moved with the map (a vertex drop): the selection&apos;s outline follows, and Properties with True the edits settled (the topology of the map as it is): the rules&apos; view follows a CheckResult of the map as it is: the Validation dock shows it while this says so (the view is dragging), the checks wait</extracomment>
        <translation>Seleziona prima un&apos;area: Posiziona il nome mette il suo nome dove le sue pedine hanno spazio</translation>
    </message>
    <message>
        <source>No name needs a new place</source>
        <translation>Nessun nome ha bisogno di un nuovo posto</translation>
    </message>
    <message>
        <source>No place in &apos;{name}&apos; holds its whole name: enlarge the area or shorten the name</source>
        <translation>Nessun posto in «{name}» contiene il nome intero: ingrandisci l&apos;area o accorcia il nome</translation>
    </message>
    <message>
        <source>The name is already where it would go</source>
        <translation>Il nome è già dove andrebbe</translation>
    </message>
    <message>
        <source>Every name is already where it would go</source>
        <translation>Ogni nome è già dove andrebbe</translation>
    </message>
    <message>
        <source>Placed the name of &apos;{name}&apos;: {room}</source>
        <translation>Nome di «{name}» posizionato: {room}</translation>
    </message>
    <message>
        <source>Placed {n} name</source>
        <translation>{n} nome posizionato</translation>
    </message>
    <message>
        <source>Placed {n} names</source>
        <translation>{n} nomi posizionati</translation>
    </message>
    <message>
        <source>{n} area has no room for a full stack anywhere</source>
        <translation>{n} area non ha spazio per una pila completa da nessuna parte</translation>
    </message>
    <message>
        <source>{n} areas have no room for a full stack anywhere</source>
        <translation>{n} aree non hanno spazio per una pila completa da nessuna parte</translation>
    </message>
    <message>
        <source>{n} has no place for its whole name</source>
        <translation>{n} non ha posto per il nome intero</translation>
    </message>
    <message>
        <source>{n} have no place for their whole name</source>
        <translation>{n} non hanno posto per il nome intero</translation>
    </message>
    <message>
        <source>{area} lost its only neighbour ({names})</source>
        <translation>{area} ha perso il suo unico vicino ({names})</translation>
    </message>
    <message>
        <source>{area} lost {k} of its {n} neighbours ({names})</source>
        <translation>{area} ha perso {k} dei suoi {n} vicini ({names})</translation>
    </message>
    <message>
        <source>; and {n} more</source>
        <translation>; e altri {n}</translation>
    </message>
    <message>
        <source>Warning: {what} (Ctrl+Z undoes the edit)</source>
        <translation>Attenzione: {what} (Ctrl+Z annulla la modifica)</translation>
    </message>
    <message>
        <source>x {x:.1f}  y {y:.1f}</source>
        <translation>x {x:.1f}  y {y:.1f}</translation>
    </message>
    <message>
        <source>unsaved map</source>
        <translation>mappa non salvata</translation>
    </message>
    <message>
        <source>Map editor</source>
        <translation>Editor di mappe</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifiche non salvate</translation>
    </message>
    <message>
        <source>The map {name} has changes that are not saved. Save them?</source>
        <translation>La mappa {name} ha modifiche non salvate. Salvarle?</translation>
    </message>
    <message>
        <source>A copy of the 1863 map: Save as... gives it a file of its own</source>
        <translation>Una copia della mappa del 1863: «Salva come...» le dà un file proprio</translation>
    </message>
    <message>
        <source>Open a map</source>
        <translation>Apri una mappa</translation>
    </message>
    <message>
        <source>Maps (*.yaml *.yml)</source>
        <translation>Mappe (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>The map can&apos;t be opened</source>
        <translation>La mappa non può essere aperta</translation>
    </message>
    <message>
        <source>(no map opened yet)</source>
        <translation>(nessuna mappa ancora aperta)</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Svuota l&apos;elenco</translation>
    </message>
    <message>
        <source>{path} is no longer there; it is taken off the list</source>
        <translation>{path} non esiste più; viene tolto dall&apos;elenco</translation>
    </message>
    <message>
        <source>Save the map</source>
        <translation>Salva la mappa</translation>
    </message>
    <message>
        <source>Maps (*.yaml)</source>
        <translation>Mappe (*.yaml)</translation>
    </message>
    <message>
        <source>
... and {n} more</source>
        <translation>
... e altri {n}</translation>
    </message>
    <message>
        <source>Save a map with problems?</source>
        <translation>Salvare una mappa con problemi?</translation>
    </message>
    <message>
        <source>The map has {what}; a game can&apos;t load it until they are fixed:

{listed}{more}

Save it anyway, to go on later?</source>
        <translation>La mappa ha {what}; una partita non può caricarla finché non sono risolti:

{listed}{more}

Salvarla comunque, per continuare più tardi?</translation>
    </message>
    <message>
        <source>The map can&apos;t be saved</source>
        <translation>La mappa non può essere salvata</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Salvata in {path}</translation>
    </message>
    <message>
        <source>The map can&apos;t be played yet</source>
        <extracomment>the balance reports still open (editor.balance_dialog)</extracomment>
        <translation>La mappa non può ancora essere giocata</translation>
    </message>
    <message>
        <source>A game can&apos;t load a map with problems; fix these first:

{listed}</source>
        <translation>Una partita non può caricare una mappa con problemi; prima risolvi questi:

{listed}</translation>
    </message>
    <message>
        <source>the 1863 scenario</source>
        <translation>lo scenario del 1863</translation>
    </message>
    <message>
        <source>the sandbox (every piece in its side&apos;s entry boxes)</source>
        <translation>la sandbox (ogni pezzo nelle Entry box della sua fazione)</translation>
    </message>
    <message>
        <source>Play-test started with {what}</source>
        <translation>Partita di prova avviata con {what}</translation>
    </message>
</context>
<context>
    <name>EndBanner</name>
    <message>
        <source>Replay this game</source>
        <translation>Rivedi questa partita</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Guarda il tabellone</translation>
    </message>
</context>
<context>
    <name>FlArmyBuilder</name>
    <message>
        <source>command staff</source>
        <translation>stato maggiore</translation>
    </message>
    <message>
        <source>light infantry</source>
        <translation>fanteria leggera</translation>
    </message>
    <message>
        <source>heavy infantry</source>
        <translation>fanteria pesante</translation>
    </message>
    <message>
        <source>storm troops</source>
        <translation>truppe d&apos;assalto</translation>
    </message>
    <message>
        <source>light cavalry</source>
        <translation>cavalleria leggera</translation>
    </message>
    <message>
        <source>heavy cavalry</source>
        <translation>cavalleria pesante</translation>
    </message>
    <message>
        <source>light machine gun</source>
        <translation>mitragliatrice leggera</translation>
    </message>
    <message>
        <source>heavy machine gun</source>
        <translation>mitragliatrice pesante</translation>
    </message>
    <message>
        <source>light artillery</source>
        <translation>artiglieria leggera</translation>
    </message>
    <message>
        <source>heavy artillery</source>
        <translation>artiglieria pesante</translation>
    </message>
    <message>
        <source>tank</source>
        <translation>carro armato</translation>
    </message>
    <message>
        <source>walker</source>
        <translation>camminatore corazzato</translation>
    </message>
    <message>
        <source>artillery observer</source>
        <translation>osservatore d&apos;artiglieria</translation>
    </message>
    <message>
        <source>messenger</source>
        <translation>messaggero</translation>
    </message>
    <message>
        <source>standard bearer</source>
        <translation>portabandiera</translation>
    </message>
    <message>
        <source>officer</source>
        <translation>ufficiale</translation>
    </message>
    <message>
        <source>local guide</source>
        <translation>guida locale</translation>
    </message>
    <message>
        <source>pioneers</source>
        <translation>pionieri</translation>
    </message>
    <message>
        <source>medic</source>
        <translation>medico</translation>
    </message>
    <message>
        <source>sniper</source>
        <translation>tiratore scelto</translation>
    </message>
    <message>
        <source>scout</source>
        <translation>esploratore</translation>
    </message>
    <message>
        <source>NCO</source>
        <translation>sottufficiale</translation>
    </message>
    <message>
        <source>Finsterland: army builder</source>
        <extracomment>the table&apos;s columns</extracomment>
        <translation>Finsterland: composizione dell&apos;esercito</translation>
    </message>
    <message>
        <source>the army&apos;s name</source>
        <translation>il nome dell&apos;esercito</translation>
    </message>
    <message>
        <source>Army:</source>
        <translation>Esercito:</translation>
    </message>
    <message>
        <source> points</source>
        <translation> punti</translation>
    </message>
    <message>
        <source>The most the army may cost, as the players agreed (FL-ARMY-1)</source>
        <translation>Il massimo che l&apos;esercito può costare, come concordato dai giocatori (FL-ARMY-1)</translation>
    </message>
    <message>
        <source>Size agreed:</source>
        <translation>Dimensione concordata:</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Modelli</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Joined specialists</source>
        <translation>Specialisti aggregati</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>What the army list says of it:</source>
        <translation>Che cosa ne dice la lista d&apos;esercito:</translation>
    </message>
    <message>
        <source>&amp;New army</source>
        <translation>&amp;Nuovo esercito</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Apri...</translation>
    </message>
    <message>
        <source>&amp;Save...</source>
        <translation>&amp;Salva...</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>A line of the army</source>
        <translation>Una riga dell&apos;esercito</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Tipo:</translation>
    </message>
    <message>
        <source>Models:</source>
        <translation>Modelli:</translation>
    </message>
    <message>
        <source>e.g. 1st Rifles</source>
        <translation>es. 1º Fucilieri</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
    <message>
        <source>{specialist} ({points} P)</source>
        <translation>{specialist} ({points} P)</translation>
    </message>
    <message>
        <source>Joined specialists:</source>
        <translation>Specialisti aggregati:</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>A&amp;ggiungi</translation>
    </message>
    <message>
        <source>Add this line to the army</source>
        <translation>Aggiungi questa riga all&apos;esercito</translation>
    </message>
    <message>
        <source>&amp;Change</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>Make the chosen line this one</source>
        <translation>Sostituisci la riga scelta con questa</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Rimuovi</translation>
    </message>
    <message>
        <source>Remove the chosen line from the army</source>
        <translation>Rimuovi la riga scelta dall&apos;esercito</translation>
    </message>
    <message>
        <source>Choose a line in the table to change or remove it; the command staff is every army&apos;s, free.</source>
        <translation>Scegli una riga nella tabella per modificarla o rimuoverla; lo stato maggiore spetta gratis a ogni esercito.</translation>
    </message>
    <message>
        <source>{kind} (free)</source>
        <translation>{kind} (gratis)</translation>
    </message>
    <message>
        <source>{kind} ({points} P a model)</source>
        <translation>{kind} ({points} P per modello)</translation>
    </message>
    <message>
        <source>{kind} ({points} P)</source>
        <translation>{kind} ({points} P)</translation>
    </message>
    <message>
        <source>exactly {n} (FL-ARMY-5)</source>
        <translation>esattamente {n} (FL-ARMY-5)</translation>
    </message>
    <message>
        <source>3 to {high}, or a single one (FL-ARMY-5)</source>
        <translation>da 3 a {high}, o un modello singolo (FL-ARMY-5)</translation>
    </message>
    <message>
        <source>{low} to {high} (FL-ARMY-5)</source>
        <translation>da {low} a {high} (FL-ARMY-5)</translation>
    </message>
    <message>
        <source>does not join this kind (FL-LIST-7)</source>
        <translation>non si unisce a questo tipo (FL-LIST-7)</translation>
    </message>
    <message>
        <source>{spent} of {size} points</source>
        <translation>{spent} di {size} punti</translation>
    </message>
    <message>
        <source>Infantry and cavalry: {points} ({share}; at least half)</source>
        <translation>Fanteria e cavalleria: {points} ({share}; almeno la metà)</translation>
    </message>
    <message>
        <source>Guns and vehicles: {points} ({share}; at most half)</source>
        <translation>Pezzi e veicoli: {points} ({share}; al più la metà)</translation>
    </message>
    <message>
        <source>Specialists: {used} of {allowed}</source>
        <translation>Specialisti: {used} di {allowed}</translation>
    </message>
    <message>
        <source>Warning: {problem}</source>
        <translation>Attenzione: {problem}</translation>
    </message>
    <message>
        <source>No problem: the army keeps to the army list.</source>
        <translation>Nessun problema: l&apos;esercito rispetta la lista d&apos;esercito.</translation>
    </message>
    <message>
        <source>Put the problems right first: the army file would not be read back</source>
        <translation>Correggi prima i problemi: il file dell&apos;esercito non si potrebbe rileggere</translation>
    </message>
    <message>
        <source>line {n} ({name})</source>
        <translation>riga {n} ({name})</translation>
    </message>
    <message>
        <source>Open an army</source>
        <translation>Apri un esercito</translation>
    </message>
    <message>
        <source>Army files (*.yaml *.yml)</source>
        <translation>File di esercito (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Army not opened</source>
        <translation>Esercito non aperto</translation>
    </message>
    <message>
        <source>This file can&apos;t be read as an army:</source>
        <translation>Questo file non si può leggere come esercito:</translation>
    </message>
    <message>
        <source>Save the army</source>
        <translation>Salva l&apos;esercito</translation>
    </message>
    <message>
        <source>Army files (*.yaml)</source>
        <translation>File di esercito (*.yaml)</translation>
    </message>
    <message>
        <source>Army not saved</source>
        <translation>Esercito non salvato</translation>
    </message>
    <message>
        <source>Finsterland &amp;army builder...</source>
        <translation>&amp;Composizione dell&apos;esercito di Finsterland...</translation>
    </message>
</context>
<context>
    <name>FlHowToPlay</name>
    <message>
        <source>Schlachten im Finsterland: miniatures on a free table</source>
        <translation>Schlachten im Finsterland: miniature su un tavolo libero</translation>
    </message>
    <message>
        <source>Georg Pils&apos;s miniatures game: blocks and lines of infantry and cavalry, skirmishers, machine guns and artillery on a table measured in inches, with no dice. Each unit follows a hidden order, a sector and a task; after the last round each objective goes to the nearest unit that may capture it, and more victory points win. Game &gt; New game, Game: Schlachten im Finsterland, starts one; play against a person at this computer (a curtain hides your orders) or against the computer.</source>
        <translation>Il gioco di miniature di Georg Pils: blocchi e linee di fanteria e cavalleria, schermagliatori, mitragliatrici e artiglieria su un tavolo misurato in pollici, senza dadi. Ogni unità segue un ordine nascosto, un settore e un compito; dopo l&apos;ultimo turno ogni obiettivo va all&apos;unità più vicina che può conquistarlo, e vince chi ha più punti vittoria. Partita &gt; Nuova partita, Gioco: Schlachten im Finsterland, ne avvia una; gioca contro una persona a questo computer (una tenda nasconde i tuoi ordini) o contro il computer.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;How a round goes&lt;/h3&gt;&lt;p&gt;Where the battle lets them, each side first drags its units into place in its deployment zone (Q and E turn the unit held, Shift for one degree) and presses &lt;i&gt;End the deployment&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Before the first round each player writes every unit&apos;s order: &lt;i&gt;Attack a sector...&lt;/i&gt; or &lt;i&gt;Hold a sector...&lt;/i&gt;, then a click on the sector (A1 is the South-West corner).&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Artillery&lt;/b&gt;: the opponent clicks the sectors his guns will bombard.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Movement&lt;/b&gt;: click one of your units and drag it. A ghost and a ruler follow the pointer (cost of allowance, with the rule), red with the reason where it may not go; release to move, Esc to put it back; Q and E turn the unit held (loose models on the spot, a block or a line by a wheel before the pointer advances it). Its buttons advance, wheel, turn or re-form it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Beschuss&lt;/b&gt;: the opponent fires at your units that moved within his sight and range.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Schießen&lt;/b&gt;: your units that did not move fire; hover an enemy to see the range and cover, click it to fire.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Charges&lt;/b&gt; and &lt;b&gt;melee&lt;/b&gt;, then &lt;b&gt;morale&lt;/b&gt;: the log shows every count with its rule.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Ctrl+Z takes an action back until a disc is drawn or the other side decides. The game is saved after every action. The rules, written for players, are under Help (F1).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Come si svolge un turno&lt;/h3&gt;&lt;p&gt;Dove la battaglia lo consente, ogni parte trascina prima le sue unità al loro posto nella sua zona di schieramento (Q ed E ruotano l&apos;unità tenuta, con Maiusc di un grado) e preme &lt;i&gt;Termina lo schieramento&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Prima del primo turno ogni giocatore scrive l&apos;ordine di ogni unità: &lt;i&gt;Attaccare un settore...&lt;/i&gt; o &lt;i&gt;Tenere un settore...&lt;/i&gt;, poi un clic sul settore (A1 è l&apos;angolo di sud-ovest).&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Artiglieria&lt;/b&gt;: l&apos;avversario clicca i settori che i suoi pezzi bombarderanno.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Movimento&lt;/b&gt;: clicca una delle tue unità e trascinala. Un&apos;ombra e un righello seguono il puntatore (costo su disponibilità, con la regola), in rosso con il motivo dove non può andare; rilascia per muovere, Esc per rimetterla al suo posto; Q ed E ruotano l&apos;unità tenuta (i modelli sciolti sul posto, un blocco o una linea con una conversione prima che il puntatore la faccia avanzare). I suoi pulsanti la fanno avanzare, convergere, voltare o riordinare.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Fuoco di reazione (Beschuss)&lt;/b&gt;: l&apos;avversario spara alle tue unità che si sono mosse nella sua vista e gittata.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Tiro (Schießen)&lt;/b&gt;: sparano le tue unità che non si sono mosse; passa sopra un nemico per vedere gittata e copertura, cliccalo per sparare.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Cariche&lt;/b&gt; e &lt;b&gt;mischia&lt;/b&gt;, poi &lt;b&gt;morale&lt;/b&gt;: il registro mostra ogni conto con la sua regola.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Ctrl+Z annulla un&apos;azione finché non si pesca un disco o decide l&apos;altra parte. La partita è salvata dopo ogni azione. Le regole, scritte per i giocatori, sono in Aiuto (F1).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>FlWindow</name>
    <message>
        <source>last seen in round {n}</source>
        <extracomment>the opening view&apos;s margin round the table, in inches the glow of each mark&apos;s mode (ui/board_marks.py&apos;s modes) between a unit and its plate, in pixels degrees the held unit is turned by Q and E (left positive): a placed unit&apos;s facing, loose models&apos; turn on the spot degrees Q or E turns a held unit (with Shift: one degree) the sectors a click on which does something now (the orders, FL-ORD-1): outlined under the pointer the measuring tool (M, table.md &quot;The window&quot;): on, and where a measure began FL-MOVE-8, D13: the enemy units out of the viewer&apos;s sight drawn where it last saw them, greyed; nothing is done with them (a click or the pointer on one means the table under it) the viewer&apos;s own artillery plan still to fall (FL-ART-1): its sectors outlined, each with its words what is left of battlefield objects partly destroyed (FL-STR-3), and the ruins of their parts gone</extracomment>
        <translation>vista l&apos;ultima volta nel turno {n}</translation>
    </message>
    <message>
        <source>{name} ({id}), {side}: {last}, {n} models</source>
        <translation>{name} ({id}), {side}: {last}, {n} modelli</translation>
    </message>
    <message>
        <source>carries an order for {unit}</source>
        <translation>porta un ordine per {unit}</translation>
    </message>
    <message>
        <source>{part}: destroyed (FL-STR-3)</source>
        <translation>{part}: distrutto (FL-STR-3)</translation>
    </message>
    <message>
        <source>light artillery, round {n}</source>
        <translation>artiglieria leggera, turno {n}</translation>
    </message>
    <message>
        <source>heavy artillery, round {n}</source>
        <translation>artiglieria pesante, turno {n}</translation>
    </message>
    <message>
        <source>armour {armour}, structure {structure} a part; {n} parts (FL-STR-1)</source>
        <translation>corazza {armour}, struttura {structure} per parte; {n} parti (FL-STR-1)</translation>
    </message>
    <message>
        <source>part {k}: destroyed</source>
        <translation>parte {k}: distrutta</translation>
    </message>
    <message>
        <source>part {k}: {left} of {structure} left</source>
        <translation>parte {k}: {left} su {structure} rimasti</translation>
    </message>
    <message>
        <source>{n} models</source>
        <translation>{n} modelli</translation>
    </message>
    <message>
        <source>1 model</source>
        <translation>1 modello</translation>
    </message>
    <message>
        <source>{n} of {m} models</source>
        <translation>{n} di {m} modelli</translation>
    </message>
    <message>
        <source>order {order}</source>
        <translation>ordine {order}</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>si è mossa</translation>
    </message>
    <message>
        <source>fired</source>
        <translation>ha sparato</translation>
    </message>
    <message>
        <source>{name} fixed to it</source>
        <translation>{name} fissato a bordo</translation>
    </message>
    <message>
        <source>carries {name} ({n})</source>
        <translation>trasporta {name} ({n})</translation>
    </message>
    <message>
        <source>held until after round {n}</source>
        <translation>fermo fino a dopo il turno {n}</translation>
    </message>
    <message>
        <source>line</source>
        <translation>linea</translation>
    </message>
    <message>
        <source>block</source>
        <translation>blocco</translation>
    </message>
    <message>
        <source>{order} {files} wide</source>
        <translation>{order} di {files} file</translation>
    </message>
    <message>
        <source>skirmish order</source>
        <translation>ordine sparso</translation>
    </message>
    <message>
        <source>single models</source>
        <translation>modelli singoli</translation>
    </message>
    <message>
        <source>{name} ({id}), {side}: {kind}, {n} models, {shape}</source>
        <translation>{name} ({id}), {side}: {kind}, {n} modelli, {shape}</translation>
    </message>
    <message>
        <source>, order {order}</source>
        <translation>, ordine {order}</translation>
    </message>
    <message>
        <source>, carrying {name} ({n})</source>
        <translation>, trasporta {name} ({n})</translation>
    </message>
    <message>
        <source>order of {unit}: {order}</source>
        <translation>ordine di {unit}: {order}</translation>
    </message>
    <message>
        <source>{d} in</source>
        <translation>{d} pollici</translation>
    </message>
    <message>
        <source>measuring: M to stop</source>
        <translation>misurazione: M per smettere</translation>
    </message>
    <message>
        <source>in the deployment zone (FL-SETUP-3)</source>
        <translation>nella zona di schieramento (FL-SETUP-3)</translation>
    </message>
    <message>
        <source>drag ahead to advance, aside to wheel</source>
        <translation>trascina in avanti per avanzare, di lato per convergere</translation>
    </message>
    <message>
        <source>cost {cost} of {allowance} ({rule})</source>
        <translation>costo {cost} su {allowance} ({rule})</translation>
    </message>
    <message>
        <source>{cover} cover {fraction} (FL-COVER-2)</source>
        <translation>copertura {cover} {fraction} (FL-COVER-2)</translation>
    </message>
    <message>
        <source>no cover</source>
        <translation>nessuna copertura</translation>
    </message>
    <message>
        <source>{firer} may fire at {target}</source>
        <translation>{firer} può sparare a {target}</translation>
    </message>
    <message>
        <source>range {d} in of {reach} (FL-FIRE-3)</source>
        <translation>distanza {d} pollici, gittata {reach} (FL-FIRE-3)</translation>
    </message>
    <message>
        <source>{firer} may not fire at {target}</source>
        <translation>{firer} non può sparare a {target}</translation>
    </message>
    <message>
        <source>{d} in away, range {reach}</source>
        <translation>a {d} pollici, gittata {reach}</translation>
    </message>
    <message>
        <source>{firer} does not shoot (T3)</source>
        <translation>{firer} non può sparare (T3)</translation>
    </message>
    <message>
        <source>out of range, front arc or sight (FL-FIRE-3)</source>
        <translation>fuori gittata, fuori dall&apos;arco frontale o fuori vista (FL-FIRE-3)</translation>
    </message>
    <message>
        <source>writing the orders</source>
        <translation>scrittura degli ordini</translation>
    </message>
    <message>
        <source>the local guide&apos;s piece of terrain</source>
        <translation>il pezzo di terreno della guida locale</translation>
    </message>
    <message>
        <source>the scouts</source>
        <translation>gli esploratori</translation>
    </message>
    <message>
        <source>the artillery plan</source>
        <translation>piano d&apos;artiglieria</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>artiglieria</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>movimento</translation>
    </message>
    <message>
        <source>Beschuss (fire at the movers)</source>
        <translation>fuoco di reazione (Beschuss)</translation>
    </message>
    <message>
        <source>Schießen (fire)</source>
        <translation>tiro (Schießen)</translation>
    </message>
    <message>
        <source>charges</source>
        <translation>cariche</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>mischia</translation>
    </message>
    <message>
        <source>morale</source>
        <translation>morale</translation>
    </message>
    <message>
        <source>{unit} moves out of sight</source>
        <translation>{unit} si muove fuori vista</translation>
    </message>
    <message>
        <source>moves a unit out of sight</source>
        <translation>muove un&apos;unità fuori vista</translation>
    </message>
    <message>
        <source>light</source>
        <translation>leggera</translation>
    </message>
    <message>
        <source>heavy</source>
        <translation>pesante</translation>
    </message>
    <message>
        <source>writes a sector for its {kind} artillery</source>
        <translation>scrive un settore per la sua artiglieria {kind}</translation>
    </message>
    <message>
        <source>places {unit}</source>
        <translation>schiera {unit}</translation>
    </message>
    <message>
        <source>holds {unit} in reserve</source>
        <translation>tiene {unit} in riserva</translation>
    </message>
    <message>
        <source>writes its local guide&apos;s piece of terrain</source>
        <translation>scrive il pezzo di terreno della sua guida locale</translation>
    </message>
    <message>
        <source>sends {unit} off with an order</source>
        <translation>manda {unit} con un ordine</translation>
    </message>
    <message>
        <source>writes the order of {unit}</source>
        <translation>scrive l&apos;ordine di {unit}</translation>
    </message>
    <message>
        <source>the battle is over</source>
        <translation>la battaglia è finita</translation>
    </message>
    <message>
        <source>before the battle: {step}</source>
        <translation>prima della battaglia: {step}</translation>
    </message>
    <message>
        <source>round {n} of {rounds}: {step}, {side} active</source>
        <translation>turno {n} di {rounds}: {step}, giocatore attivo {side}</translation>
    </message>
    <message>
        <source>open ground</source>
        <translation>terreno aperto</translation>
    </message>
    <message>
        <source>sector {sector}: {ground} ({x}, {y})</source>
        <translation>settore {sector}: {ground} ({x}, {y})</translation>
    </message>
    <message>
        <source>A replay: every order is shown. Back to the game (Esc) returns to the game you were playing.</source>
        <translation>Una riproduzione: ogni ordine è mostrato. Torna alla partita (Esc) riporta alla partita che stavi giocando.</translation>
    </message>
    <message>
        <source>A replay as a spectator sees it: no order and no artillery sector is shown (FL-ORD-1; View &gt; Show everything shows them). Back to the game (Esc) returns to the game you were playing.</source>
        <translation>Una riproduzione come la vede uno spettatore: nessun ordine e nessun settore d&apos;artiglieria è mostrato (FL-ORD-1; Visualizza &gt; Mostra tutto li mostra). Torna alla partita (Esc) riporta alla partita che stavi giocando.</translation>
    </message>
    <message>
        <source>The other player&apos;s orders and artillery plan stay hidden, and with the fog of war the units you don&apos;t see (FL-ORD-1, FL-ART-4, FL-MOVE-8).</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>Gli ordini e il piano d&apos;artiglieria dell&apos;altro giocatore restano nascosti e, con la nebbia di guerra, le unità che non vedi (FL-ORD-1, FL-ART-4, FL-MOVE-8).</translation>
    </message>
    <message>
        <source>A replay as the {side} player sees it: the other side&apos;s orders and artillery sectors stay hidden, and with the fog of war the units it did not see (FL-ORD-1, FL-MOVE-8; View &gt; Show everything shows them). Back to the game (Esc) returns to the game you were playing.</source>
        <translation>Una ripetizione come la vede il giocatore della fazione {side}: gli ordini e i settori d&apos;artiglieria dell&apos;altra fazione restano nascosti e, con la nebbia di guerra, le unità che non vedeva (FL-ORD-1, FL-MOVE-8; Visualizza &gt; Mostra tutto li mostra). Torna alla partita (Esc) riporta alla partita che stavi giocando.</translation>
    </message>
    <message>
        <source>Both sides&apos; orders and artillery plans will be on the screen: the hot seat keeps no secret from here on (FL-ORD-1). The switch is written in the log and in the saved game.</source>
        <translation>Gli ordini e i piani d&apos;artiglieria di entrambe le parti saranno sullo schermo: da qui la partita a turni allo stesso computer non ha più segreti (FL-ORD-1). Il cambio è scritto nel registro e nella partita salvata.</translation>
    </message>
    <message>
        <source>Show everything: written in the log and the record of the game you were playing (FL-ORD-1)</source>
        <translation>Mostra tutto: scritto nel registro e nella registrazione della partita che stavi giocando (FL-ORD-1)</translation>
    </message>
    <message>
        <source>    Show everything switched on: from here both sides&apos; orders are on the screen (FL-ORD-1)</source>
        <translation>    Mostra tutto attivato: da qui gli ordini di entrambe le parti sono sullo schermo (FL-ORD-1)</translation>
    </message>
    <message>
        <source>the players switched to Show everything here (FL-ORD-1)</source>
        <translation>i giocatori sono passati qui a Mostra tutto (FL-ORD-1)</translation>
    </message>
    <message>
        <source>The curtain falls and the next player takes the screen (FL-ORD-1)</source>
        <translation>Cala il sipario e il giocatore successivo prende lo schermo (FL-ORD-1)</translation>
    </message>
    <message>
        <source>Show everything (solo study: both sides&apos; orders and artillery plans, no hand-over curtain)</source>
        <translation>Mostra tutto (studio in solitario: ordini e piani d&apos;artiglieria di entrambe le parti, nessun sipario di passaggio)</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>The scenario can&apos;t be played</source>
        <translation>Lo scenario non può essere giocato</translation>
    </message>
    <message>
        <source>The game you were playing is kept: the next start offers it as an unfinished game.</source>
        <translation>La partita che stavi giocando è conservata: al prossimo avvio viene offerta come partita non finita.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Apri una partita salvata</translation>
    </message>
    <message>
        <source>Game records (*.yaml *.yml)</source>
        <translation>Registrazioni di partite (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <source>Game records (*.yaml)</source>
        <translation>Registrazioni di partite (*.yaml)</translation>
    </message>
    <message>
        <source>The game can&apos;t be saved</source>
        <translation>La partita non può essere salvata</translation>
    </message>
    <message>
        <source>saved to {name}</source>
        <translation>salvata in {name}</translation>
    </message>
    <message>
        <source>The autosave failed: {e}</source>
        <translation>Il salvataggio automatico non è riuscito: {e}</translation>
    </message>
    <message>
        <source>autosaved</source>
        <translation>salvata automaticamente</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(ancora nessuna)</translation>
    </message>
    <message>
        <source>The game goes on from its last good state, after {n} action.</source>
        <translation>La partita riprende dall&apos;ultimo stato valido, dopo {n} azione.</translation>
    </message>
    <message>
        <source>The game goes on from its last good state, after {n} actions.</source>
        <translation>La partita riprende dall&apos;ultimo stato valido, dopo {n} azioni.</translation>
    </message>
</context>
<context>
    <name>GameKinds</name>
    <message>
        <source>move {n}</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>azione {n}</translation>
    </message>
    <message>
        <source>{file}: a game of {game}, which this window cannot show yet</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>{file}: una partita di {game}, che questa finestra non sa ancora mostrare</translation>
    </message>
</context>
<context>
    <name>HelpPages</name>
    <message>
        <source>About Gettysburg Desktop</source>
        <translation>Informazioni su Gettysburg Desktop</translation>
    </message>
    <message>
        <source>Gettysburg Desktop: Martin Wallace&apos;s Gettysburg (Treefrog, 2010) with every rule enforced. The board is the program&apos;s own map of the 1863 battlefield.</source>
        <translation>Gettysburg Desktop: il Gettysburg di Martin Wallace (Treefrog, 2010) con ogni regola applicata. Il tabellone è la mappa del campo di battaglia del 1863 disegnata dal programma.</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Versione {version}</translation>
    </message>
</context>
<context>
    <name>HotSeat</name>
    <message>
        <source>Show everything: written in the log and the record of the game you were playing (R-ACT-2)</source>
        <translation>Mostra tutto: annotato nel registro e nella registrazione della partita che stavi giocando (R-ACT-2)</translation>
    </message>
    <message>
        <source>Show everything in this replay only: the game you were playing keeps its secrets</source>
        <translation>Mostra tutto solo in questa ripetizione: la partita che stavi giocando conserva i suoi segreti</translation>
    </message>
    <message>
        <source>Show everything?</source>
        <translation>Mostrare tutto?</translation>
    </message>
    <message>
        <source>Both sides&apos; command-block values will be on the screen: the hot seat keeps no secret from here on (R-ACT-2). The switch is written in the log and in the saved game.</source>
        <translation>I valori dei blocchi di comando di entrambe le fazioni saranno sullo schermo: da qui in poi il gioco allo stesso schermo non ha più segreti (R-ACT-2). Il passaggio viene scritto nel registro e nella partita salvata.</translation>
    </message>
    <message>
        <source>Show everything</source>
        <translation>Mostra tutto</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>    The armies are set up: {n} units on the map and in entry boxes</source>
        <translation>    Gli eserciti sono schierati: {n} pezzi sul tabellone e nelle Entry box</translation>
    </message>
    <message>
        <source>Filter the log (a word, a rule id such as R-ASLT, &apos;roll&apos;)</source>
        <extracomment>log entries written per turn of the event loop (a frame stays short) the lines of text the log shows at least, whatever the panels beside it hold places to show on the map for the clicked line</extracomment>
        <translation>Filtra il registro (una parola, un codice di regola come R-ASLT, &apos;tirato&apos;)</translation>
    </message>
    <message>
        <source>The game starts from a stated position: {period}, the {side} player to act</source>
        <translation>La partita inizia da una posizione data: {period}, tocca al giocatore della fazione {side}</translation>
    </message>
    <message>
        <source>    Show everything switched on: from here both sides&apos; command-block values are on the screen (R-ACT-2)</source>
        <translation>    Mostra tutto attivato: da qui i valori dei blocchi di comando di entrambe le fazioni sono sullo schermo (R-ACT-2)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>zoom {z:.0%}</source>
        <translation>zoom {z:.0%}</translation>
    </message>
    <message>
        <source>seed {s}</source>
        <extracomment>Tools &gt; Map editor: ``open_map_editor(window)``, set by the composition root (app.py); ui/ knows nothing of the editor (it sits a layer above)</extracomment>
        <translation>seme {s}</translation>
    </message>
    <message>
        <source>scripted dice</source>
        <translation>dadi prestabiliti</translation>
    </message>
    <message>
        <source>The scenario can&apos;t be played</source>
        <translation>Lo scenario non può essere giocato</translation>
    </message>
    <message>
        <source>The game can&apos;t be opened</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>La partita non può essere aperta</translation>
    </message>
    <message>
        <source>unsaved game</source>
        <translation>partita non salvata</translation>
    </message>
    <message>
        <source>Gettysburg Desktop</source>
        <translation>Gettysburg Desktop</translation>
    </message>
</context>
<context>
    <name>NSBattlePanel</name>
    <message>
        <source>cannot hit</source>
        <translation>non può colpire</translation>
    </message>
    <message>
        <source>hits on 1</source>
        <translation>colpisce con 1</translation>
    </message>
    <message>
        <source>hits on 1-{n}</source>
        <translation>colpisce con 1-{n}</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>a segno</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>a vuoto</translation>
    </message>
    <message>
        <source>lost: the target is already eliminated</source>
        <translation>perso: il bersaglio è già eliminato</translation>
    </message>
    <message>
        <source>the cavalry may retreat before round 1, or stand (NS-CAVRET-1)</source>
        <translation>la cavalleria può ritirarsi prima del round 1, oppure tenere la posizione (NS-CAVRET-1)</translation>
    </message>
    <message>
        <source>retreat, bring reinforcements, or stand and fire (NS-CBT-5)</source>
        <translation>ritirata, rinforzi, oppure tenere la posizione e fare fuoco (NS-CBT-5)</translation>
    </message>
    <message>
        <source>declare the targets, then fire (NS-FIRE-1)</source>
        <translation>dichiarare i bersagli, poi fare fuoco (NS-FIRE-1)</translation>
    </message>
    <message>
        <source>promote one unit that took part, or none (NS-PROM-2)</source>
        <translation>promuovere un&apos;unità che ha preso parte, oppure nessuna (NS-PROM-2)</translation>
    </message>
    <message>
        <source>No battle under way</source>
        <translation>Nessuna battaglia in corso</translation>
    </message>
    <message>
        <source>Battles are fought after the movement, in every box holding both sides (NS-CBT-1)</source>
        <translation>Le battaglie si combattono dopo il movimento, in ogni casella che contiene entrambe le fazioni (NS-CBT-1)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Battle in {box}&lt;/b&gt; &amp;nbsp; round {n}</source>
        <translation>&lt;b&gt;Battaglia a {box}&lt;/b&gt; &amp;nbsp; round {n}</translation>
    </message>
    <message>
        <source>The {side} has won the battle (NS-CBT-6)</source>
        <translation>La fazione {side} ha vinto la battaglia (NS-CBT-6)</translation>
    </message>
    <message>
        <source>{side}&apos;s step: {what}</source>
        <translation>Fase della fazione {side}: {what}</translation>
    </message>
    <message>
        <source>fire</source>
        <translation>fare fuoco</translation>
    </message>
    <message>
        <source>Attacker: {side}</source>
        <translation>Attaccante: {side}</translation>
    </message>
    <message>
        <source>Defender: {side} (fires first, NS-CBT-4)</source>
        <translation>Difensore: {side} (spara per primo, NS-CBT-4)</translation>
    </message>
    <message>
        <source>{firer} &amp;rarr; {target}: {need}</source>
        <translation>{firer} &amp;rarr; {target}: {need}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Targets declared (NS-FIRE-1, T5)&lt;/b&gt;</source>
        <translation>&lt;b&gt;Bersagli dichiarati (NS-FIRE-1, T5)&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Last volley: the {side} fired (NS-FIRE-2)&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ultima salva: ha sparato la fazione {side} (NS-FIRE-2)&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{firer} &amp;rarr; {target}, {need}: {result}</source>
        <translation>{firer} &amp;rarr; {target}, {need}: {result}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round by round&lt;/b&gt;</source>
        <translation>&lt;b&gt;Round per round&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;u&gt;Round {n}&lt;/u&gt;</source>
        <translation>&lt;u&gt;Round {n}&lt;/u&gt;</translation>
    </message>
    <message>
        <source>{side}: {unit} reinforces from {origin} (NS-REINF-1)</source>
        <translation>{side}: {unit} rinforza da {origin} (NS-REINF-1)</translation>
    </message>
    <message>
        <source>{firer}&amp;rarr;{target} rolled {face}: {result}</source>
        <translation>{firer}&amp;rarr;{target} ha tirato {face}: {result}</translation>
    </message>
    <message>
        <source>{firer}&amp;rarr;{target}: {result}</source>
        <translation>{firer}&amp;rarr;{target}: {result}</translation>
    </message>
    <message>
        <source>{side} fired: {shots}</source>
        <translation>{side} ha sparato: {shots}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <extracomment>built-in scenarios in words (marked for translation; translated where shown)</extracomment>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Game:</source>
        <extracomment>as wide as the widest game&apos;s form, whichever game is chosen or was played before: the dialog opens the same way every time and keeps its width when another game is chosen</extracomment>
        <translation>Gioco:</translation>
    </message>
    <message>
        <source>From a file...</source>
        <translation>Da un file...</translation>
    </message>
    <message>
        <source>Scenario:</source>
        <translation>Scenario:</translation>
    </message>
    <message>
        <source>as the scenario sets it</source>
        <extracomment>a group of variants that exclude each other (a game&apos;s length): one choice, the scenario&apos;s own way first</extracomment>
        <translation>come lo fissa lo scenario</translation>
    </message>
    <message>
        <source>{group}:</source>
        <translation>{group}:</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>This scenario is always played with it</source>
        <translation>Questo scenario si gioca sempre con questa variante</translation>
    </message>
    <message>
        <source>Human</source>
        <extracomment>who plays each side: &quot;human&quot; or a computer level (ui/computer.py), and the computer&apos;s leaning</extracomment>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer, {level}</source>
        <translation>Computer, {level}</translation>
    </message>
    <message>
        <source>How the computer weighs taking ground against keeping its units: a weight, never a rule</source>
        <translation>Come il computer pesa il guadagno di terreno contro la cura delle sue unità: un peso, mai una regola</translation>
    </message>
    <message>
        <source>balanced</source>
        <translation>equilibrato</translation>
    </message>
    <message>
        <source>{side}:</source>
        <translation>{side}:</translation>
    </message>
    <message>
        <source>The dice follow from the seed: the same seed and the same decisions give the same game</source>
        <extracomment>the game before, who played each side and the variants it was played with (offered again for the same game)</extracomment>
        <translation>I dadi derivano dal seme: lo stesso seme e le stesse decisioni danno la stessa partita</translation>
    </message>
    <message>
        <source>Dice seed:</source>
        <translation>Seme dei dadi:</translation>
    </message>
    <message>
        <source>Show everything (solo study: both sides&apos; command blocks, no hand-over curtain)</source>
        <translation>Mostra tutto (studio in solitario: blocchi di comando di entrambe le fazioni, nessun sipario di passaggio)</translation>
    </message>
    <message>
        <source>Two players at one computer, taking turns: the game hides nothing, so there is no curtain.</source>
        <translation>Due giocatori allo stesso computer, a turno: il gioco non nasconde nulla, quindi non c&apos;è il sipario.</translation>
    </message>
    <message>
        <source>Two players at one computer: the curtain hands the game over whenever the other side decides.</source>
        <translation>Due giocatori allo stesso computer: il sipario passa la partita ogni volta che decide l&apos;altra fazione.</translation>
    </message>
    <message>
        <source>The computer plays both sides: watch it, pause it, step through it.</source>
        <translation>Il computer gioca entrambe le fazioni: guardalo, mettilo in pausa, seguilo passo per passo.</translation>
    </message>
    <message>
        <source>You play the {side} against the computer: no curtain, its decisions show on the map and in the log.</source>
        <translation>Giochi {side} contro il computer: nessuna tenda, le sue decisioni si vedono sulla mappa e nel registro.</translation>
    </message>
    <message>
        <source>A scenario file</source>
        <translation>Un file di scenario</translation>
    </message>
    <message>
        <source>Scenario files (*.yaml *.yml)</source>
        <translation>File di scenario (*.yaml *.yml)</translation>
    </message>
</context>
<context>
    <name>NsHowToPlay</name>
    <message>
        <source>Norden &amp; Süden: the Civil War, 1861-1865</source>
        <extracomment>a legend picture&apos;s height, pixels (boxes and lines are wider)</extracomment>
        <translation>Norden &amp; Süden: la Guerra di Secessione, 1861-1865</translation>
    </message>
    <message>
        <source>Frank Chadwick&apos;s whole war in monthly game turns, the Union first, then the Confederacy. The Union wins as soon as it holds all seven great Confederate cities at once: New Orleans, Mobile, Atlanta, Memphis, Charleston, Wilmington and Richmond. The Confederacy wins by taking Washington, by an army maximum higher than the Union&apos;s, or by holding out to June 1865 (the short game: to June 1862). Game &gt; New game, Game: Norden &amp; Süden, starts one.</source>
        <translation>L&apos;intera guerra di Frank Chadwick in turni di gioco mensili, prima l&apos;Unione, poi la Confederazione. L&apos;Unione vince appena tiene tutte insieme le sette grandi città confederate: New Orleans, Mobile, Atlanta, Memphis, Charleston, Wilmington e Richmond. La Confederazione vince prendendo Washington, con una dimensione massima dell&apos;esercito superiore a quella dell&apos;Unione, o resistendo fino al giugno 1865 (la partita breve: fino al giugno 1862). Partita &gt; Nuova partita, Gioco: Norden &amp; Süden, ne avvia una.</translation>
    </message>
    <message>
        <source>Two players at one computer, or one against the computer (New game: Computer for one side). The game hides nothing: there is no curtain, the side that decides has the screen, and Suggest (Ctrl+H) shows what the computer would do in your place.</source>
        <translation>Due giocatori allo stesso computer, o uno contro il computer (Nuova partita: Computer per una fazione). Il gioco non nasconde nulla: non c&apos;è il sipario, la fazione che decide ha lo schermo, e Suggerisci (Ctrl+H) mostra che cosa farebbe il computer al tuo posto.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;How a player turn goes&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;The bar above the map says who decides and what.&lt;/b&gt; What you can click glows green; a click on anything else says why not in a bubble beside the pointer, with the rule (a link to it).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Movement&lt;/b&gt;: press &lt;i&gt;Roll&lt;/i&gt; for your marches (2 to 6; in July 1861 two each, no roll). Click a glowing box to start a march from it, then a counter, then the box it goes to (the boxes it can reach glow). &lt;i&gt;End the march&lt;/i&gt; when its units are done; &lt;i&gt;End the movement&lt;/i&gt; gives up the marches left.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Combat&lt;/b&gt;: every box holding both sides is a battle; click it. Each round the defender fires first: click your counter, then the enemy counter it fires at, then &lt;i&gt;Fire&lt;/i&gt;. From the second round a side may retreat, bring reinforcements from the boxes around, or stand.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Promotion&lt;/b&gt;: the winner of a battle, and then the player in his promotion segment, may promote one unit: click it, or &lt;i&gt;No promotion&lt;/i&gt;.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Recruitment&lt;/b&gt;: press &lt;i&gt;Roll&lt;/i&gt;, then click the glowing recruitment cities to place militia there.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Boxes change hands at the end of a player turn. Esc or a right-click steps back; Ctrl+Z takes an action back until dice are rolled. The game is saved after every action. The rules, written for players, are under Help (F1).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Come si svolge un turno del giocatore&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;La barra sopra la mappa dice chi decide e che cosa.&lt;/b&gt; Ciò su cui puoi fare clic si illumina di verde; un clic su qualsiasi altra cosa spiega in un fumetto accanto al puntatore perché no, con la regola (un collegamento a essa).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Movimento&lt;/b&gt;: premi &lt;i&gt;Tira&lt;/i&gt; per le tue marce (da 2 a 6; nel luglio 1861 due per fazione, senza tiro). Fai clic su una casella illuminata per iniziarvi una marcia, poi su una pedina, poi sulla casella in cui va (le caselle che può raggiungere si illuminano). &lt;i&gt;Termina la marcia&lt;/i&gt; quando le sue unità hanno finito; &lt;i&gt;Termina il movimento&lt;/i&gt; rinuncia alle marce rimaste.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Combattimento&lt;/b&gt;: ogni casella con unità di entrambe le fazioni è una battaglia; fai clic su di essa. In ogni round il difensore spara per primo: fai clic sulla tua pedina, poi sulla pedina nemica a cui spara, poi su &lt;i&gt;Fai fuoco&lt;/i&gt;. Dal secondo round una fazione può ritirarsi, portare rinforzi dalle caselle vicine o tenere la posizione.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Promozione&lt;/b&gt;: il vincitore di una battaglia, e poi il giocatore nel suo segmento promozioni, può promuovere un&apos;unità: fai clic su di essa, oppure su &lt;i&gt;Nessuna promozione&lt;/i&gt;.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Reclutamento&lt;/b&gt;: premi &lt;i&gt;Tira&lt;/i&gt;, poi fai clic sulle città di reclutamento illuminate per piazzarvi la milizia.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Le caselle cambiano proprietario alla fine di un turno del giocatore. Esc o un clic destro tornano indietro di un passo; Ctrl+Z annulla un&apos;azione finché non si tirano i dadi. La partita viene salvata dopo ogni azione. Le regole, scritte per i giocatori, sono in Aiuto (F1).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Reading the map&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Leggere la mappa&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>a box in its first owner&apos;s colour (grey: Confederate, blue: Union, white: nobody&apos;s); a star for a capital, a bastion for a permanent fortification, the recruitment numbers in red and blue squares</source>
        <translation>una casella nel colore del suo primo proprietario (grigio: Confederazione, blu: Unione, bianco: di nessuno); una stella per una capitale, un bastione per una fortificazione permanente, i numeri di reclutamento in quadrati rossi e blu</translation>
    </message>
    <message>
        <source>an anchor: a port, for the Union&apos;s moves by sea</source>
        <translation>un&apos;àncora: un porto, per i movimenti per mare dell&apos;Unione</translation>
    </message>
    <message>
        <source>a road: infantry goes one box a march</source>
        <translation>una strada: la fanteria avanza di una casella per marcia</translation>
    </message>
    <message>
        <source>a railroad: two boxes between your own boxes</source>
        <translation>una ferrovia: due caselle tra caselle tue</translation>
    </message>
    <message>
        <source>a river: two boxes; the arrow points downstream</source>
        <translation>un fiume: due caselle; la freccia punta a valle</translation>
    </message>
    <message>
        <source>a unit: its kind (MI militia infantry, VC veteran cavalry ...) and combat value</source>
        <translation>un&apos;unità: il suo tipo (MI fanteria di milizia, VC cavalleria veterana ...) e il valore di combattimento</translation>
    </message>
    <message>
        <source>a unit on its back (a hit): pale, its value in red</source>
        <translation>un&apos;unità sul retro (un colpo): pallida, il valore in rosso</translation>
    </message>
    <message>
        <source>a fortified unit: the bastion on its corner</source>
        <translation>un&apos;unità fortificata: il bastione nell&apos;angolo</translation>
    </message>
    <message>
        <source>three identical units as one counter</source>
        <translation>tre unità identiche come una sola pedina</translation>
    </message>
</context>
<context>
    <name>NsWindow</name>
    <message>
        <source>Turn, battle and armies</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>Turno, battaglia ed eserciti</translation>
    </message>
    <message>
        <source>turn {n}, {months}</source>
        <translation>turno {n}, {months}</translation>
    </message>
    <message>
        <source>Norden &amp; Süden on {map}</source>
        <translation>Norden &amp; Süden su {map}</translation>
    </message>
</context>
<context>
    <name>NsWords</name>
    <message>
        <source>militia infantry</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>fanteria di milizia</translation>
    </message>
    <message>
        <source>veteran infantry</source>
        <translation>fanteria veterana</translation>
    </message>
    <message>
        <source>elite infantry</source>
        <translation>fanteria d&apos;élite</translation>
    </message>
    <message>
        <source>militia cavalry</source>
        <translation>cavalleria di milizia</translation>
    </message>
    <message>
        <source>veteran cavalry</source>
        <translation>cavalleria veterana</translation>
    </message>
    <message>
        <source>elite cavalry</source>
        <translation>cavalleria d&apos;élite</translation>
    </message>
    <message>
        <source>reduced (NS-FIRE-3)</source>
        <translation>indebolita (NS-FIRE-3)</translation>
    </message>
    <message>
        <source>fortified (NS-FORT)</source>
        <translation>fortificata (NS-FORT)</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>fermata</translation>
    </message>
    <message>
        <source>{n} units, each {what} ({ids})</source>
        <translation>{n} unità, ciascuna {what} ({ids})</translation>
    </message>
    <message>
        <source>{counter}, in {box}</source>
        <translation>{counter}, a {box}</translation>
    </message>
    <message>
        <source>held by the {side} (flag, NS-OCC-2)</source>
        <translation>tenuta dalla fazione {side} (bandiera, NS-OCC-2)</translation>
    </message>
    <message>
        <source>held by the {side}</source>
        <translation>tenuta dalla fazione {side}</translation>
    </message>
    <message>
        <source>held by cavalry alone (NS-OCC-3)</source>
        <translation>tenuta solo dalla cavalleria (NS-OCC-3)</translation>
    </message>
</context>
<context>
    <name>OpenGame</name>
    <message>
        <source>{problem}

The game is valid up to its first {n} action (of {found}), {period}. Open that part? It opens as an unsaved game; the file is left as it is.</source>
        <translation>{problem}

La partita è valida solo per la sua prima azione ({n} su {found}), {period}. Aprire quella parte? Si apre come partita non salvata; il file resta com&apos;è.</translation>
    </message>
    <message>
        <source>{problem}

The game is valid up to its first {n} actions (of {found}), {period}. Open that part? It opens as an unsaved game; the file is left as it is.</source>
        <translation>{problem}

La partita è valida per le sue prime {n} azioni (su {found}), {period}. Aprire quella parte? Si apre come partita non salvata; il file resta com&apos;è.</translation>
    </message>
    <message>
        <source>Open the valid part of the game?</source>
        <translation>Aprire la parte valida della partita?</translation>
    </message>
</context>
<context>
    <name>OrdersAhead</name>
    <message>
        <source>Orders (R-DISC)</source>
        <extracomment>a rule id was clicked: open the rules reference there</extracomment>
        <translation>Ordini (R-DISC)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>No period follows this one: the game ends after it (R-TIME-1).</source>
        <translation>Dopo questo periodo non ne segue un altro: la partita finisce con esso (R-TIME-1).</translation>
    </message>
    <message>
        <source>Orders in {period} (R-DISC)</source>
        <translation>Ordini per {period} (R-DISC)</translation>
    </message>
    <message>
        <source>What the next period&apos;s order boxes get if this period ended now: the discs left on command blocks stay there (R-DISC-3)</source>
        <translation>Che cosa riceverebbero le caselle Ordini del periodo successivo se questo finisse ora: i dischi rimasti sui blocchi di comando restano lì (R-DISC-3)</translation>
    </message>
    <message>
        <source>single-order box {n} of {full}</source>
        <translation>casella Ordini Singoli {n} su {full}</translation>
    </message>
    <message>
        <source>double-order box {n} of {full}</source>
        <translation>casella Doppi Ordini {n} su {full}</translation>
    </message>
    <message>
        <source>{n} and {k} still in its box (R-TIME-3)</source>
        <translation>{n} e {k} ancora nella sua casella (R-TIME-3)</translation>
    </message>
    <message>
        <source>Discs on blocks stay there (R-DISC-3): Union {u}, Confederate {c}. If they are still there when this period ends, the boxes get:</source>
        <translation>I dischi sui blocchi restano lì (R-DISC-3): Unione {u}, Confederati {c}. Se ci sono ancora quando finisce questo periodo, le caselle ricevono:</translation>
    </message>
    <message>
        <source>A disc stays on its command block until the block leaves the map (R-DISC-3); the Union&apos;s blue discs still in its box all go onto blocks before the period ends (R-TIME-3)</source>
        <translation>Un disco resta sul suo blocco di comando finché il blocco non lascia la mappa (R-DISC-3); i dischi blu ancora nella casella dell&apos;Unione vanno tutti sui blocchi prima che il periodo finisca (R-TIME-3)</translation>
    </message>
    <message>
        <source>Your next order ends the period (R-TIME-3), and discs on blocks stay there (R-DISC-3): with {n} on yours, the {part} box gets {blue} and {black} (R-DISC-1). A block removed now takes its discs back (R-BLK-3).</source>
        <translation>Il tuo prossimo ordine termina il periodo (R-TIME-3), e i dischi sui blocchi restano lì (R-DISC-3): con {n} sui tuoi blocchi, la casella {part} riceve {blue} e {black} (R-DISC-1). Un blocco rimosso ora si riprende i suoi dischi (R-BLK-3).</translation>
    </message>
    <message>
        <source>The Union&apos;s box holds its last disc: the period may end after its next action (R-TIME-3), and discs on blocks stay there (R-DISC-3): with {n} on yours, next period&apos;s single-order box gets {single} of {full_single} discs, the double-order box {double} of {full_double} (R-DISC-2). A block removed now takes its discs back (R-BLK-3).</source>
        <translation>Nella casella dell&apos;Unione resta il suo ultimo disco: il periodo può finire dopo la sua prossima azione (R-TIME-3), e i dischi sui blocchi restano lì (R-DISC-3): con {n} sui tuoi blocchi, nel periodo successivo la casella Ordini Singoli riceve {single} dischi su {full_single}, la casella Doppi Ordini {double} su {full_double} (R-DISC-2). Un blocco rimosso ora si riprende i suoi dischi (R-BLK-3).</translation>
    </message>
    <message>
        <source>{n} blue disc</source>
        <translation>{n} disco blu</translation>
    </message>
    <message>
        <source>{n} blue discs</source>
        <translation>{n} dischi blu</translation>
    </message>
    <message>
        <source>{n} forced pass</source>
        <translation>{n} disco Passare obbligatoriamente</translation>
    </message>
    <message>
        <source>{n} forced passes</source>
        <translation>{n} dischi Passare obbligatoriamente</translation>
    </message>
</context>
<context>
    <name>PanelDocks</name>
    <message>
        <source>Battle</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>Battaglia</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Riepilogo</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dadi</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Marked on the map: {places}</source>
        <translation>Segnato sulla mappa: {places}</translation>
    </message>
</context>
<context>
    <name>PeriodTrack</name>
    <message>
        <source>Days and periods (R-TIME-1): the game ends after the afternoon of 3 July at the latest</source>
        <translation>Giorni e periodi (R-TIME-1): la partita termina al più tardi dopo il pomeriggio del 3 luglio</translation>
    </message>
    <message>
        <source>Mor</source>
        <translation>Mat</translation>
    </message>
    <message>
        <source>Mid</source>
        <translation>Mez</translation>
    </message>
    <message>
        <source>Aft</source>
        <translation>Pom</translation>
    </message>
    <message>
        <source>Nt</source>
        <translation>Not</translation>
    </message>
    <message>
        <source>{n} July</source>
        <translation>{n} luglio</translation>
    </message>
</context>
<context>
    <name>Pieces</name>
    <message>
        <source>{n} cube</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>{n} cubo</translation>
    </message>
    <message>
        <source>{n} cubes</source>
        <translation>{n} cubi</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>danneggiata</translation>
    </message>
    <message>
        <source>{side} {kind}</source>
        <translation>{kind} ({side})</translation>
    </message>
    <message>
        <source>loose cubes (R-DMG-1): {cubes}</source>
        <extracomment>a cube badge&apos;s side in board units when the board is zoomed in far enough: from there on it grows with the board, like the pieces</extracomment>
        <translation>cubi danno sciolti (R-DMG-1): {cubes}</translation>
    </message>
    <message>
        <source>{n} disc</source>
        <translation>{n} disco</translation>
    </message>
    <message>
        <source>{n} discs</source>
        <translation>{n} dischi</translation>
    </message>
    <message>
        <source>{side} command block of value {v}, {discs} (R-BLK, R-ORD-1)</source>
        <translation>Blocco di comando ({side}) di valore {v}, {discs} (R-BLK, R-ORD-1)</translation>
    </message>
    <message>
        <source>{side} command block, {discs}; its value is hidden (R-ACT-2)</source>
        <translation>Blocco di comando ({side}), {discs}; il suo valore è nascosto (R-ACT-2)</translation>
    </message>
    <message>
        <source>disruption marker (R-DISR)</source>
        <translation>segnalino Interruzione (R-DISR)</translation>
    </message>
    <message>
        <source>artillery-fire marker (R-ART-6)</source>
        <translation>segnalino Fuoco dell&apos;Artiglieria (R-ART-6)</translation>
    </message>
</context>
<context>
    <name>PlayMenus</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation>&amp;Nuova partita...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Apri...</translation>
    </message>
    <message>
        <source>Re&amp;play a saved game...</source>
        <translation>Ri&amp;vedi una partita salvata...</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Salva &amp;come...</translation>
    </message>
    <message>
        <source>&amp;Concede the battle (Confederates)...</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>&amp;Concedi la battaglia (Confederati)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Ingrandisci</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Riduci</translation>
    </message>
    <message>
        <source>&amp;Fit the board to the window</source>
        <translation>&amp;Adatta il tabellone alla finestra</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Schermo intero</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Pannelli</translation>
    </message>
    <message>
        <source>&amp;Arrange the panels as at first</source>
        <translation>&amp;Disponi i pannelli come all&apos;inizio</translation>
    </message>
    <message>
        <source>&amp;Show everything (solo study; no hand-over curtain)</source>
        <translation>&amp;Mostra tutto (studio in solitario; nessun sipario di passaggio)</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Strumenti</translation>
    </message>
    <message>
        <source>&amp;Map editor...</source>
        <translation>&amp;Editor di mappe...</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Come si gioca</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>&amp;Consultazione delle regole</translation>
    </message>
    <message>
        <source>&amp;About Gettysburg Desktop</source>
        <translation>&amp;Informazioni su Gettysburg Desktop</translation>
    </message>
    <message>
        <source>&amp;Computer</source>
        <translation>&amp;Computer</translation>
    </message>
    <message>
        <source>&amp;Pause the computer</source>
        <translation>Metti in &amp;pausa il computer</translation>
    </message>
    <message>
        <source>&amp;Next decision (step by step)</source>
        <translation>Decisione &amp;successiva (passo per passo)</translation>
    </message>
    <message>
        <source>P&amp;ace of its decisions</source>
        <translation>&amp;Ritmo delle sue decisioni</translation>
    </message>
    <message>
        <source>&amp;Suggest a decision</source>
        <translation>Su&amp;ggerisci una decisione</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>Concede the battle?</source>
        <translation>Concedere la battaglia?</translation>
    </message>
    <message>
        <source>The Confederate player gives up: the Union wins (R-WIN-3).</source>
        <translation>Il giocatore Confederato si arrende: vince l&apos;Unione (R-WIN-3).</translation>
    </message>
</context>
<context>
    <name>PoolsPanel</name>
    <message>
        <source>Army</source>
        <extracomment>the Union&apos;s drafts in the basic game (NS-DRAFT-2)</extracomment>
        <translation>Esercito</translation>
    </message>
    <message>
        <source>Militia infantry</source>
        <translation>Fanteria</translation>
    </message>
    <message>
        <source>Militia cavalry</source>
        <translation>Cavalleria</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Riserva</translation>
    </message>
    <message>
        <source>Units on the map / army maximum (NS-ARMY-1)</source>
        <translation>Unità sulla mappa / dimensione massima dell&apos;esercito (NS-ARMY-1)</translation>
    </message>
    <message>
        <source>The militia infantry in the pool; faded: locked until drafted (NS-DRAFT-1)</source>
        <translation>La fanteria di milizia nella riserva; sbiadita: bloccata fino alla coscrizione (NS-DRAFT-1)</translation>
    </message>
    <message>
        <source>The militia cavalry in the pool (NS-RECR-2)</source>
        <translation>La cavalleria di milizia nella riserva (NS-RECR-2)</translation>
    </message>
    <message>
        <source>The recruitment pool: militia not on the map (NS-RECR-2)</source>
        <translation>La riserva di reclutamento: la milizia che non è sulla mappa (NS-RECR-2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{size} / {max}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{size} / {max}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{side}: {size} units on the map; the army maximum, {max}, is the sum of the recruitment numbers in the {side}&apos;s colour in the boxes it owns (NS-ARMY-1); it limits only recruitment (NS-RECR-4)</source>
        <translation>{side}: {size} unità sulla mappa; la dimensione massima dell&apos;esercito, {max}, è la somma dei numeri di reclutamento del colore della fazione {side} nelle caselle che possiede (NS-ARMY-1); limita solo il reclutamento (NS-RECR-4)</translation>
    </message>
    <message>
        <source>{mi} MI ({locked} locked)&lt;br&gt;{mc} MC</source>
        <translation>{mi} MI ({locked} bloccate)&lt;br&gt;{mc} MC</translation>
    </message>
    <message>
        <source>{mi} MI&lt;br&gt;{mc} MC</source>
        <translation>{mi} MI&lt;br&gt;{mc} MC</translation>
    </message>
    <message>
        <source>{side}&apos;s pool: {mi} militia infantry ({locked} of them locked until drafted), {mc} militia cavalry (NS-RECR-2, NS-DRAFT-1)</source>
        <translation>Riserva della fazione {side}: {mi} fanterie di milizia ({locked} bloccate fino alla coscrizione), {mc} cavallerie di milizia (NS-RECR-2, NS-DRAFT-1)</translation>
    </message>
    <message>
        <source>{side}&apos;s pool: {mi} militia infantry, {mc} militia cavalry (NS-RECR-2)</source>
        <translation>Riserva della fazione {side}: {mi} fanterie di milizia, {mc} cavallerie di milizia (NS-RECR-2)</translation>
    </message>
    <message>
        <source>Drafts held: {d} of {n}; militia infantry on the map at most {m} (NS-DRAFT-3)</source>
        <translation>Coscrizioni avvenute: {d} su {n}; al massimo {m} fanterie di milizia sulla mappa (NS-DRAFT-3)</translation>
    </message>
    <message>
        <source>{side}: counters left for promotions: {list} (NS-PROM-5)</source>
        <translation>{side}: pedine rimaste per le promozioni: {list} (NS-PROM-5)</translation>
    </message>
</context>
<context>
    <name>PromptBar</name>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Passaggio</translation>
    </message>
    <message>
        <source>The {side} player takes over: click the curtain when ready.</source>
        <translation>Tocca al giocatore della fazione {side}: fai clic sul sipario quando sei pronto.</translation>
    </message>
    <message>
        <source>The dice are rolled: the result is in the Dice panel and the log, the board shows what it did. The {side} player decides next: hand over when you have seen it.</source>
        <translation>I dadi sono tirati: il risultato è nel pannello Dadi e nel registro, la mappa mostra che cosa ha causato. Ora decide il giocatore della fazione {side}: passa la partita dopo averlo visto.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fine della partita</translation>
    </message>
    <message>
        <source>Take back your last decision and the computer&apos;s replies since (Ctrl+Z)</source>
        <translation>Annulla la tua ultima decisione e le risposte del computer (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Take back the last action (Ctrl+Z)</source>
        <translation>Annulla l&apos;ultima azione (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Undo is not possible: {why}</source>
        <translation>Non si può annullare: {why}</translation>
    </message>
    <message>
        <source>Apply again the action last taken back (Ctrl+Shift+Z)</source>
        <translation>Ripeti l&apos;ultima azione annullata (Ctrl+Maiusc+Z)</translation>
    </message>
    <message>
        <source>Hand over to the {side} player (Enter)</source>
        <translation>Passa la partita al giocatore della fazione {side} (Invio)</translation>
    </message>
    <message>
        <source>The curtain falls and the next player takes the screen (R-ACT-2)</source>
        <translation>Il sipario cala e il giocatore successivo prende lo schermo (R-ACT-2)</translation>
    </message>
    <message>
        <source>Confirm: {what}</source>
        <translation>Conferma: {what}</translation>
    </message>
    <message>
        <source>Not offered now: {question}</source>
        <translation>Non disponibile ora: {question}</translation>
    </message>
    <message>
        <source>The computer ({level}) stopped: {why}. Resume (Ctrl+P) asks it again.</source>
        <translation>Il computer ({level}) si è fermato: {why}. Riprendi (Ctrl+P) glielo chiede di nuovo.</translation>
    </message>
    <message>
        <source>The computer ({level}) plays the {side} and is paused: Resume (Ctrl+P) lets it go on.</source>
        <translation>Il computer ({level}) gioca {side} ed è in pausa: Riprendi (Ctrl+P) lo fa continuare.</translation>
    </message>
    <message>
        <source>The computer ({level}) has decided for the {side}: Next (N) carries it out.</source>
        <translation>Il computer ({level}) ha deciso per {side}: Avanti (N) lo esegue.</translation>
    </message>
    <message>
        <source>The computer ({level}) decides for the {side}; its decisions show on the map and in the log.</source>
        <translation>Il computer ({level}) decide per {side}; le sue decisioni si vedono sulla mappa e nel registro.</translation>
    </message>
    <message>
        <source>Resume (Ctrl+P)</source>
        <translation>Riprendi (Ctrl+P)</translation>
    </message>
    <message>
        <source>Pause (Ctrl+P)</source>
        <translation>Pausa (Ctrl+P)</translation>
    </message>
    <message>
        <source>Let the computer go on</source>
        <translation>Lascia continuare il computer</translation>
    </message>
    <message>
        <source>Stop the computer: the decision it is thinking about is asked again on Resume</source>
        <translation>Ferma il computer: la decisione a cui sta pensando viene richiesta di nuovo con Riprendi</translation>
    </message>
    <message>
        <source>{level} thinking... %p%</source>
        <translation>{level} sta pensando… %p%</translation>
    </message>
    <message>
        <source>Next (N)</source>
        <extracomment>the side&apos;s label when the side has no colours of its own (palette.SIDE_FILL), or there is no side a rule id was clicked: open the rules reference there the game is over: the players want to see it again, or a new one</extracomment>
        <translation>Avanti (N)</translation>
    </message>
    <message>
        <source>Carry out the computer&apos;s decision (step by step)</source>
        <translation>Esegui la decisione del computer (passo per passo)</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Suggerisci</translation>
    </message>
    <message>
        <source>Ask the computer what you might do now (Ctrl+H); it is shown, never played</source>
        <translation>Chiedi al computer cosa potresti fare ora (Ctrl+H); viene mostrato, mai giocato</translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation>Rivedi questa partita</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Annulla (Esc)</translation>
    </message>
</context>
<context>
    <name>PropertiesPanel</name>
    <message>
        <source>Background image...</source>
        <extracomment>the map page&apos;s Background... button: the window opens its dialog Tab in an area&apos;s name: the tool&apos;s first (a free edge&apos;s fill takes the other side); True: taken</extracomment>
        <translation>Immagine di sfondo...</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Board width</source>
        <translation>Larghezza del tabellone</translation>
    </message>
    <message>
        <source>Board height</source>
        <translation>Altezza del tabellone</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>one star (victory area)</source>
        <translation>una stella (area vittoria)</translation>
    </message>
    <message>
        <source>double star</source>
        <translation>doppia stella</translation>
    </message>
    <message>
        <source>Name placed automatically</source>
        <translation>Nome posizionato automaticamente</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>Stelle</translation>
    </message>
    <message>
        <source>Name at x</source>
        <translation>Nome in x</translation>
    </message>
    <message>
        <source>Name at y</source>
        <translation>Nome in y</translation>
    </message>
    <message>
        <source>Selected vertex</source>
        <translation>Vertice selezionato</translation>
    </message>
    <message>
        <source>Place name where the pieces have room</source>
        <translation>Posiziona il nome dove le pedine hanno spazio</translation>
    </message>
    <message>
        <source>All of the name inside the area, and room for a full stack clear of it (N)</source>
        <translation>Tutto il nome dentro l&apos;area, e spazio libero accanto per una pila completa (N)</translation>
    </message>
    <message>
        <source>either (no side)</source>
        <translation>entrambe (nessuna fazione)</translation>
    </message>
    <message>
        <source>Road&apos;s name</source>
        <translation>Nome della strada</translation>
    </message>
    <message>
        <source>Linked area</source>
        <translation>Area collegata</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Fazione</translation>
    </message>
    <message>
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <source>y</source>
        <translation>y</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Larghezza</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Altezza</translation>
    </message>
    <message>
        <source>road</source>
        <translation>strada</translation>
    </message>
    <message>
        <source>railroad (counts as a road, R-MOVE-2)</source>
        <translation>ferrovia (conta come strada, R-MOVE-2)</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>The id &apos;{id}&apos; is not well formed: lowercase letters, digits and single hyphens (like &apos;stone-hill&apos;)</source>
        <translation>L&apos;id «{id}» non è ben formato: lettere minuscole, cifre e trattini singoli (come «stone-hill»)</translation>
    </message>
    <message>
        <source>The id &apos;{id}&apos; is taken by &apos;{name}&apos;</source>
        <translation>L&apos;id «{id}» è già usato da «{name}»</translation>
    </message>
    <message>
        <source>Road: {name}</source>
        <translation>Strada: {name}</translation>
    </message>
    <message>
        <source>Scenery: {name}</source>
        <translation>Paesaggio: {name}</translation>
    </message>
    <message>
        <source>river</source>
        <translation>fiume</translation>
    </message>
    <message>
        <source>woods</source>
        <translation>bosco</translation>
    </message>
    <message>
        <source>building</source>
        <translation>edificio</translation>
    </message>
    <message>
        <source>Map (nothing selected)</source>
        <translation>Mappa (nessuna selezione)</translation>
    </message>
    <message>
        <source>{a} areas, {b} entry boxes, {r} roads, {s} scenery items</source>
        <translation>{a} aree, {b} Entry box, {r} strade, {s} elementi di paesaggio</translation>
    </message>
    <message>
        <source>Area: {name}</source>
        <translation>Area: {name}</translation>
    </message>
    <message>
        <source>Entry box: {name}</source>
        <translation>Entry box: {name}</translation>
    </message>
    <message>
        <source>(missing area {id})</source>
        <translation>(area mancante {id})</translation>
    </message>
</context>
<context>
    <name>ReinforcementChart</name>
    <message>
        <source>Reinforcement chart (R-REIN-1)</source>
        <extracomment>a piece&apos;s side on the chart, and the step from one to the next, pixels the most pieces in a row (a larger group takes more rows: the dock is narrow)</extracomment>
        <translation>Tabella dei rinforzi (R-REIN-1)</translation>
    </message>
    <message>
        <source>No reinforcements in this scenario: every piece starts on the map.</source>
        <translation>Nessun rinforzo in questo scenario: ogni pezzo inizia sul tabellone.</translation>
    </message>
    <message>
        <source>{name} ({kind})</source>
        <translation>{name} ({kind})</translation>
    </message>
    <message>
        <source>&lt;b&gt;{side}&lt;/b&gt;: {formations}</source>
        <translation>&lt;b&gt;{side}&lt;/b&gt;: {formations}</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>{box} ({low}-{high})</source>
        <translation>{box} ({low}-{high})</translation>
    </message>
    <message>
        <source>to {roads}, one roll (R-REIN-2)</source>
        <translation>verso {roads}, un solo tiro (R-REIN-2)</translation>
    </message>
    <message>
        <source>to {box}</source>
        <translation>verso {box}</translation>
    </message>
    <message>
        <source>Units leave an entry box into its area by a free move, without an order (R-REIN-3)</source>
        <translation>I pezzi escono da una Entry box nella sua area con un movimento libero, senza ordine (R-REIN-3)</translation>
    </message>
    <message>
        <source>{period}: now</source>
        <translation>{period}: ora</translation>
    </message>
    <message>
        <source>{period}: next</source>
        <translation>{period}: il prossimo</translation>
    </message>
    <message>
        <source>{period}: arrived; {n} still in entry boxes (R-REIN-3)</source>
        <translation>{period}: arrivati; {n} ancora nelle Entry box (R-REIN-3)</translation>
    </message>
    <message>
        <source>{period}: arrived</source>
        <translation>{period}: arrivati</translation>
    </message>
    <message>
        <source>arrived at {box}</source>
        <translation>arrivati a {box}</translation>
    </message>
    <message>
        <source>arrived</source>
        <translation>arrivati</translation>
    </message>
    <message>
        <source>{arrived}; {n} still in the box (R-REIN-3)</source>
        <translation>{arrived}; {n} ancora nella Entry box (R-REIN-3)</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>&lt;b&gt;Replay&lt;/b&gt;</source>
        <extracomment>back to the game that was being played (the window keeps it) play on from the step shown (the window asks first if a game would be put away) a rule id was clicked (in what was asked next): open the rules reference there</extracomment>
        <translation>&lt;b&gt;Ripetizione&lt;/b&gt;</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>All&apos;inizio (Home)</translation>
    </message>
    <message>
        <source>One action back (Alt+Left)</source>
        <translation>Indietro di un&apos;azione (Alt+Sinistra)</translation>
    </message>
    <message>
        <source>One action forward (Alt+Right)</source>
        <translation>Avanti di un&apos;azione (Alt+Destra)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Alla fine (Fine)</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Continua a giocare da qui</translation>
    </message>
    <message>
        <source>Leave the replay and play on from this step (the later actions are dropped)</source>
        <translation>Esci dalla ripetizione e continua da questo passo (le azioni successive vengono scartate)</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Torna alla partita</translation>
    </message>
    <message>
        <source>Leave the replay: the game you were playing, where it was (Esc)</source>
        <translation>Esci dalla ripetizione: la partita che stavi giocando, dov&apos;era (Esc)</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>l&apos;inizio</translation>
    </message>
    <message>
        <source>action {k} of {n} ({period}): {what}</source>
        <translation>azione {k} di {n} ({period}): {what}</translation>
    </message>
    <message>
        <source>the players switched to Show everything here (R-ACT-2)</source>
        <translation>qui i giocatori sono passati a Mostra tutto (R-ACT-2)</translation>
    </message>
    <message>
        <source>Next: {question}</source>
        <translation>Poi: {question}</translation>
    </message>
</context>
<context>
    <name>ReplayMode</name>
    <message>
        <source>Replay a saved game</source>
        <extracomment>the game being played while a replay is shown: (session, reveal, path, viewer) the replay on screen is of the game being played (Replay.is_of): its Show everything is the game&apos;s</extracomment>
        <translation>Rivedi una partita salvata</translation>
    </message>
    <message>
        <source>Game records (*.yaml *.yml)</source>
        <translation>Registrazioni di partite (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>The game can&apos;t be replayed</source>
        <translation>La partita non può essere rivista</translation>
    </message>
    <message>
        <source>A replay. Back to the game (Esc) returns to the game you were playing.</source>
        <translation>Una ripetizione. Torna alla partita (Esc) riporta alla partita che stavi giocando.</translation>
    </message>
    <message>
        <source>A replay: every block is shown. Back to the game (Esc) returns to the game you were playing.</source>
        <translation>Una ripetizione: ogni blocco è mostrato. Torna alla partita (Esc) riporta alla partita che stavi giocando.</translation>
    </message>
    <message>
        <source>A replay as a spectator sees it: no command-block value is shown (R-ACT-2; View &gt; Show everything shows them). Back to the game (Esc) returns to the game you were playing.</source>
        <translation>Una ripetizione come la vede uno spettatore: nessun valore dei blocchi di comando è mostrato (R-ACT-2; Visualizza &gt; Mostra tutto li mostra). Torna alla partita (Esc) riporta alla partita che stavi giocando.</translation>
    </message>
    <message>
        <source>A replay as the {side} player sees it: the other side&apos;s command-block values stay hidden (R-ACT-2; View &gt; Show everything shows them). Back to the game (Esc) returns to the game you were playing.</source>
        <translation>Una ripetizione come la vede il giocatore della fazione {side}: i valori dei blocchi di comando dell&apos;altra fazione restano nascosti (R-ACT-2; Visualizza &gt; Mostra tutto li mostra). Torna alla partita (Esc) riporta alla partita che stavi giocando.</translation>
    </message>
    <message>
        <source>Back to the game: {period}, {after}.</source>
        <translation>Di nuovo alla partita: {period}, {after}.</translation>
    </message>
    <message>
        <source>after {n} action</source>
        <translation>dopo {n} azione</translation>
    </message>
    <message>
        <source>after {n} actions</source>
        <translation>dopo {n} azioni</translation>
    </message>
    <message>
        <source>The game you were playing ({period}, {after}) is put away: the next start offers it as an unfinished game. Play goes on from this step of the replay.</source>
        <translation>La partita che stavi giocando ({period}, {after}) viene messa da parte: al prossimo avvio viene offerta come partita non finita. Il gioco continua da questo passo della ripetizione.</translation>
    </message>
    <message>
        <source>Play on from here?</source>
        <translation>Continuare a giocare da qui?</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Continua a giocare da qui</translation>
    </message>
</context>
<context>
    <name>RulesOverlay</name>
    <message>
        <source>{a}: shares a border</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>{a}: confine in comune</translation>
    </message>
    <message>
        <source>{a}: meets at a point only</source>
        <translation>{a}: si tocca solo in un punto</translation>
    </message>
    <message>
        <source>a road crosses this border (R-MOVE-2)</source>
        <translation>una strada attraversa questo confine (R-MOVE-2)</translation>
    </message>
    <message>
        <source>{t}: in range ({d}) and in sight (R-ART-3)</source>
        <translation>{t}: a tiro ({d}) e in vista (R-ART-3)</translation>
    </message>
    <message>
        <source>{t}: in range, out of sight (R-ART-3)</source>
        <translation>{t}: a tiro ma non in vista (R-ART-3)</translation>
    </message>
</context>
<context>
    <name>RulesPanel</name>
    <message>
        <source>Select an area to see what the rules make of it.</source>
        <extracomment>an area was chosen in the table the overlay options changed</extracomment>
        <translation>Seleziona un&apos;area per vedere che cosa ne fanno le regole.</translation>
    </message>
    <message>
        <source>Neighbours on the map</source>
        <translation>Vicini sulla mappa</translation>
    </message>
    <message>
        <source>Artillery reach</source>
        <translation>Portata dell&apos;artiglieria</translation>
    </message>
    <message>
        <source>Neighbours by border, by a point only, and borders a road crosses; click a row to select the area.</source>
        <translation>Vicini per confine, solo per un punto, e confini attraversati da una strada; fai clic su una riga per selezionare l&apos;area.</translation>
    </message>
    <message>
        <source>Selected area</source>
        <translation>Area selezionata</translation>
    </message>
    <message>
        <source>All areas</source>
        <translation>Tutte le aree</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>Lies inside {names}: an area can&apos;t hold another (Validation lists the overlap)</source>
        <translation>Si trova dentro {names}: un&apos;area non può contenerne un&apos;altra (la Convalida elenca la sovrapposizione)</translation>
    </message>
    <message>
        <source>Holds {names} inside it: an area can&apos;t hold another (Validation lists the overlap)</source>
        <translation>Contiene {names}: un&apos;area non può contenerne un&apos;altra (la Convalida elenca la sovrapposizione)</translation>
    </message>
    <message>
        <source>Shares a border with ({n}): {names}</source>
        <translation>Confina con ({n}): {names}</translation>
    </message>
    <message>
        <source>Meets at a point only ({n}): {names}</source>
        <translation>Si tocca solo in un punto ({n}): {names}</translation>
    </message>
    <message>
        <source>A road crosses its border with: {names}</source>
        <translation>Una strada attraversa il suo confine con: {names}</translation>
    </message>
    <message>
        <source>Artillery: range {r} (R-ART-2); in sight ({n}): {names}</source>
        <translation>Artiglieria: gittata {r} (R-ART-2); in vista ({n}): {names}</translation>
    </message>
    <message>
        <source>In range but out of sight (R-ART-3): {names}</source>
        <translation>A tiro ma non in vista (R-ART-3): {names}</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <source>Gettysburg: rules reference</source>
        <extracomment>a rule id: Gettysburg&apos;s (R-MOVE-5), Norden &amp; Süden&apos;s (NS-COMP, NS-MAP-4), Finsterland&apos;s (FL-MOVE-2) and ACW-BBDBA&apos;s (BB-MOVE-2) the reference&apos;s pages: the rules, and the rulings and interpretations they link to the game&apos;s pages (scenario/games.py: rules_pages), its rules first</extracomment>
        <translation>Gettysburg: consultazione delle regole</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Consultazione delle regole</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>Trova:</translation>
    </message>
    <message>
        <source>a word or a rule id, e.g. R-MOVE-5; Enter for the next match</source>
        <translation>una parola o un codice di regola, ad es. R-MOVE-5; Invio per la corrispondenza successiva</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Successivo</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Back to where the last link was followed (Alt+Left)</source>
        <translation>Torna al punto da cui è stato seguito l&apos;ultimo collegamento (Alt+Sinistra)</translation>
    </message>
    <message>
        <source>Opened in your web browser: {url}</source>
        <translation>Aperto nel tuo browser web: {url}</translation>
    </message>
    <message>
        <source>{link} is not part of the rules reference</source>
        <translation>{link} non fa parte della consultazione delle regole</translation>
    </message>
    <message>
        <source>{link} is not in this page</source>
        <translation>{link} non è in questa pagina</translation>
    </message>
    <message>
        <source>{rule} is not in the rules text</source>
        <translation>{rule} non è nel testo delle regole</translation>
    </message>
    <message>
        <source>{rule}: {line}</source>
        <translation>{rule}: {line}</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not in the rules text</source>
        <translation>«{text}» non è nel testo delle regole</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>border of {a} and {b}</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>confine tra {a} e {b}</translation>
    </message>
    <message>
        <source>, victory area (R-WIN-1)</source>
        <translation>, area vittoria (R-WIN-1)</translation>
    </message>
    <message>
        <source>, the double star (R-WIN-1, R-WIN-2)</source>
        <translation>, la doppia stella (R-WIN-1, R-WIN-2)</translation>
    </message>
    <message>
        <source>{name}: entry box of {area}</source>
        <translation>{name}: Entry box di {area}</translation>
    </message>
    <message>
        <source>loose cubes {n}</source>
        <translation>cubi danno sciolti {n}</translation>
    </message>
    <message>
        <source>disrupted</source>
        <translation>interruzione</translation>
    </message>
    <message>
        <source>entrenched facing {b}</source>
        <translation>in trincea verso {b}</translation>
    </message>
    <message>
        <source>artillery-fire marker</source>
        <translation>segnalino Fuoco dell&apos;Artiglieria</translation>
    </message>
</context>
<context>
    <name>TableEditorWindow</name>
    <message>
        <source>no grid</source>
        <translation>nessuna griglia</translation>
    </message>
    <message>
        <source>no zones</source>
        <translation>nessuna zona</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Larghezza</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondità</translation>
    </message>
    <message>
        <source>Sector side</source>
        <translation>Lato di un settore</translation>
    </message>
    <message>
        <source>Deployment zones&apos; depth</source>
        <translation>Profondità delle zone di schieramento</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>{n} points, {length:.1f} {unit} long</source>
        <translation>{n} punti, lunga {length:.1f} {unit}</translation>
    </message>
    <message>
        <source>{n} corners, {area:.1f} square {unit}</source>
        <translation>{n} vertici, {area:.1f} {unit} quadrati</translation>
    </message>
    <message>
        <source>Objective {id}</source>
        <translation>Obiettivo {id}</translation>
    </message>
    <message>
        <source>at {x:g}, {y:g}</source>
        <translation>in {x:g}, {y:g}</translation>
    </message>
    <message>
        <source>The table: {name}</source>
        <translation>Il tavolo: {name}</translation>
    </message>
    <message>
        <source>{rows} rows x {columns} columns of sectors</source>
        <translation>{rows} righe x {columns} colonne di settori</translation>
    </message>
    <message>
        <source>no sector grid</source>
        <translation>nessuna griglia di settori</translation>
    </message>
    <message>
        <source>{w:g} x {d:g} {unit}; {grid}; {f} features, {o} objectives</source>
        <translation>{w:g} x {d:g} {unit}; {grid}; {f} elementi di terreno, {o} obiettivi</translation>
    </message>
    <message>
        <source>Snapping on</source>
        <translation>Aggancio attivo</translation>
    </message>
    <message>
        <source>Snapping off: points go on a quarter-unit grid</source>
        <translation>Aggancio disattivato: i punti vanno su una griglia di un quarto d&apos;unità</translation>
    </message>
    <message>
        <source>Click a feature or an objective to select it, drag to move it; drag a point of the selected feature, double-click its edge to add one, Delete removes one</source>
        <translation>Clicca un elemento o un obiettivo per selezionarlo, trascinalo per spostarlo; trascina un punto dell&apos;elemento selezionato, doppio clic sul bordo ne aggiunge uno, Canc ne elimina uno</translation>
    </message>
    <message>
        <source>Point at {x:g}, {y:g}</source>
        <translation>Punto in {x:g}, {y:g}</translation>
    </message>
    <message>
        <source>Moved {dx:+g}, {dy:+g}</source>
        <translation>Spostato di {dx:+g}, {dy:+g}</translation>
    </message>
    <message>
        <source>Draw {kind} ({width:g} wide): click its points, Enter or a double click ends it; Backspace takes back a point, Escape drops it</source>
        <translation>Disegna {kind} (largo {width:g}): clicca i punti, Invio o doppio clic termina; Backspace toglie un punto, Esc annulla</translation>
    </message>
    <message>
        <source>Draw {kind}: click its corners, click the first again (or Enter) to close it; Backspace takes back a corner, Escape drops it</source>
        <translation>Disegna {kind}: clicca i vertici, di nuovo il primo (o Invio) per chiudere; Backspace toglie un vertice, Esc annulla</translation>
    </message>
    <message>
        <source>{x:g}, {y:g}: this side {step:.2f}, in all {total:.2f}</source>
        <translation>{x:g}, {y:g}: questo lato {step:.2f}, in tutto {total:.2f}</translation>
    </message>
    <message>
        <source>A line needs 2 points or more</source>
        <translation>Una linea ha bisogno di 2 punti o più</translation>
    </message>
    <message>
        <source>An area needs 3 corners or more</source>
        <translation>Un&apos;area ha bisogno di 3 vertici o più</translation>
    </message>
    <message>
        <source>Added {kind}; draw the next, or V to select</source>
        <translation>Aggiunto {kind}; disegna il prossimo, o V per selezionare</translation>
    </message>
    <message>
        <source>Click where an objective stands</source>
        <translation>Clicca dove sta un obiettivo</translation>
    </message>
    <message>
        <source>{n} note on the rules&apos; advice (a game plays the table anyway).</source>
        <translation>{n} nota sui consigli delle regole (una partita usa il tavolo comunque).</translation>
    </message>
    <message>
        <source>{n} notes on the rules&apos; advice (a game plays the table anyway).</source>
        <translation>{n} note sui consigli delle regole (una partita usa il tavolo comunque).</translation>
    </message>
    <message>
        <source>Select / move</source>
        <translation>Seleziona / sposta</translation>
    </message>
    <message>
        <source>Draw terrain</source>
        <translation>Disegna terreno</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Obiettivo</translation>
    </message>
    <message>
        <source>The kind of terrain Draw draws</source>
        <translation>Il tipo di terreno che Disegna disegna</translation>
    </message>
    <message>
        <source>How wide a line Draw draws (a road, a river, a wall)</source>
        <translation>Quanto è larga la linea che Disegna traccia (strada, fiume, muro)</translation>
    </message>
    <message>
        <source> Kind: </source>
        <translation> Tipo: </translation>
    </message>
    <message>
        <source> Width: </source>
        <translation> Larghezza: </translation>
    </message>
    <message>
        <source>Play a game of {game} on the table as it is</source>
        <translation>Gioca una partita di {game} sul tavolo così com&apos;è</translation>
    </message>
    <message>
        <source>&amp;New table</source>
        <translation>&amp;Nuovo tavolo</translation>
    </message>
    <message>
        <source>&amp;Table properties (select nothing)</source>
        <translation>Proprietà del &amp;tavolo (non selezionare nulla)</translation>
    </message>
    <message>
        <source>{path}: the table is drawn for {game}, a game this program does not have ({games})</source>
        <translation>{path}: il tavolo è disegnato per {game}, un gioco che questo programma non ha ({games})</translation>
    </message>
    <message>
        <source>{game} has no play-test</source>
        <translation>{game} non ha una partita di prova</translation>
    </message>
</context>
<context>
    <name>TransformDialog</name>
    <message>
        <source>Move or scale everything</source>
        <translation>Sposta o scala tutto</translation>
    </message>
    <message>
        <source>Scale by</source>
        <translation>Scala di</translation>
    </message>
    <message>
        <source>about x</source>
        <translation>attorno a x</translation>
    </message>
    <message>
        <source>about y</source>
        <translation>attorno a y</translation>
    </message>
    <message>
        <source>then move right by</source>
        <translation>poi sposta a destra di</translation>
    </message>
    <message>
        <source>and down by</source>
        <translation>e in basso di</translation>
    </message>
</context>
<context>
    <name>TurnTrack</name>
    <message>
        <source>Jan</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate the draft turns&apos; mark (a Union blue flag on the cell)</extracomment>
        <translation>Gen</translation>
    </message>
    <message>
        <source>Feb</source>
        <translation>Feb</translation>
    </message>
    <message>
        <source>Mar</source>
        <translation>Mar</translation>
    </message>
    <message>
        <source>Apr</source>
        <translation>Apr</translation>
    </message>
    <message>
        <source>May</source>
        <translation>Mag</translation>
    </message>
    <message>
        <source>Jun</source>
        <translation>Giu</translation>
    </message>
    <message>
        <source>Jul</source>
        <translation>Lug</translation>
    </message>
    <message>
        <source>Aug</source>
        <translation>Ago</translation>
    </message>
    <message>
        <source>Sep</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>Oct</source>
        <translation>Ott</translation>
    </message>
    <message>
        <source>Nov</source>
        <translation>Nov</translation>
    </message>
    <message>
        <source>Dec</source>
        <translation>Dic</translation>
    </message>
    <message>
        <source>{first}-{last}</source>
        <translation>{first}-{last}</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Movimento</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Battaglie</translation>
    </message>
    <message>
        <source>Promotion</source>
        <translation>Promozioni</translation>
    </message>
    <message>
        <source>Recruitment</source>
        <translation>Reclute</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>movimento</translation>
    </message>
    <message>
        <source>combat</source>
        <translation>combattimento</translation>
    </message>
    <message>
        <source>promotion</source>
        <translation>promozioni</translation>
    </message>
    <message>
        <source>recruitment</source>
        <translation>reclutamento</translation>
    </message>
    <message>
        <source>The turn track (T3, NS-TIME): a game turn is a month, or two in winter; the April turns of 1862, 1863 and 1864 bring the Union&apos;s drafts (NS-DRAFT-2); the game ends after turn {last} at the latest</source>
        <translation>Il segnaturni (T3, NS-TIME): un turno di gioco è un mese, o due in inverno; i turni di aprile 1862, 1863 e 1864 portano la coscrizione dell&apos;Unione (NS-DRAFT-2); la partita finisce al più tardi dopo il turno {last}</translation>
    </message>
    <message>
        <source>Game turn {n}: {months} {year}</source>
        <translation>Turno di gioco {n}: {months} {year}</translation>
    </message>
    <message>
        <source>the Union&apos;s draft (NS-DRAFT-2)</source>
        <translation>coscrizione dell&apos;Unione (NS-DRAFT-2)</translation>
    </message>
    <message>
        <source>now</source>
        <translation>ora</translation>
    </message>
    <message>
        <source>after the short game&apos;s end (NS-SHORT-1)</source>
        <translation>dopo la fine della partita breve (NS-SHORT-1)</translation>
    </message>
</context>
<context>
    <name>TurnTrackPanel</name>
    <message>
        <source>{now} now &amp;nbsp; {draft} April draft (NS-DRAFT-2)</source>
        <translation>{now} ora &amp;nbsp; {draft} coscrizione di aprile (NS-DRAFT-2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{months}&lt;/b&gt; &amp;nbsp; game turn {n} of {last}</source>
        <translation>&lt;b&gt;{months}&lt;/b&gt; &amp;nbsp; turno di gioco {n} di {last}</translation>
    </message>
    <message>
        <source>April draft: 4 more Union militia infantry may be recruited; {n} on the map at most (NS-DRAFT-2, NS-DRAFT-3)</source>
        <translation>Coscrizione di aprile: si possono reclutare altre 4 fanterie di milizia dell&apos;Unione; al massimo {n} sulla mappa (NS-DRAFT-2, NS-DRAFT-3)</translation>
    </message>
    <message>
        <source>{chip} {side} player turn: over</source>
        <translation>{chip} Turno del giocatore ({side}): finito</translation>
    </message>
    <message>
        <source>{chip} &lt;b&gt;{side} player turn&lt;/b&gt;: {segment} (NS-SEQ-2)</source>
        <translation>{chip} &lt;b&gt;Turno del giocatore ({side})&lt;/b&gt;: {segment} (NS-SEQ-2)</translation>
    </message>
    <message>
        <source>Marches left: &lt;b&gt;{n}&lt;/b&gt; (first turn: 2 marches, no roll, NS-MOVE-2)</source>
        <translation>Marce rimaste: &lt;b&gt;{n}&lt;/b&gt; (primo turno: 2 marce, senza tiro, NS-MOVE-2)</translation>
    </message>
    <message>
        <source>Roll for the marches (NS-MOVE-1)</source>
        <translation>Tira per le marce (NS-MOVE-1)</translation>
    </message>
    <message>
        <source>Marches left: &lt;b&gt;{n}&lt;/b&gt; (rolled {roll}, NS-MOVE-1)</source>
        <translation>Marce rimaste: &lt;b&gt;{n}&lt;/b&gt; (tiro {roll}, NS-MOVE-1)</translation>
    </message>
    <message>
        <source>Sea landing possible: a 6 was rolled (NS-SEA-3)</source>
        <translation>Sbarco dal mare possibile: è uscito un 6 (NS-SEA-3)</translation>
    </message>
    <message>
        <source>Roll for the recruits (NS-RECR-1)</source>
        <translation>Tira per le reclute (NS-RECR-1)</translation>
    </message>
    <message>
        <source>Recruits left: &lt;b&gt;{n}&lt;/b&gt;, of which {can} can be placed ({rule})</source>
        <translation>Reclute rimaste: &lt;b&gt;{n}&lt;/b&gt;, di cui piazzabili: {can} ({rule})</translation>
    </message>
    <message>
        <source>Recruits left: &lt;b&gt;{n}&lt;/b&gt; (NS-RECR-1)</source>
        <translation>Reclute rimaste: &lt;b&gt;{n}&lt;/b&gt; (NS-RECR-1)</translation>
    </message>
    <message>
        <source>Battles in the boxes holding both sides, in the attacker&apos;s order (NS-CBT-2)</source>
        <translation>Battaglie nelle caselle con entrambe le fazioni, nell&apos;ordine scelto dall&apos;attaccante (NS-CBT-2)</translation>
    </message>
    <message>
        <source>One unit may be promoted (NS-PROM-3)</source>
        <translation>Si può promuovere un&apos;unità (NS-PROM-3)</translation>
    </message>
</context>
<context>
    <name>UnionOrderBoxes</name>
    <message>
        <source>The Union&apos;s available-orders boxes (R-DISC-1): {boxes}. Now the {part} box: {b} blue, {k} black forced-pass discs.</source>
        <translation>Le caselle Ordini Disponibili dell&apos;Unione (R-DISC-1): {boxes}. Ora la casella {part}: {b} dischi blu, {k} dischi neri Passare obbligatoriamente.</translation>
    </message>
</context>
<context>
    <name>UnitTile</name>
    <message>
        <source>{side} {kind} {id}, combat value {value}</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate the counter&apos;s height; a crossing unit has room below it for the river wave</extracomment>
        <translation>{kind} {id} ({side}), valore di combattimento {value}</translation>
    </message>
    <message>
        <source>reduced: a second hit eliminates it (NS-FIRE-3)</source>
        <translation>indebolita: un secondo colpo la elimina (NS-FIRE-3)</translation>
    </message>
    <message>
        <source>fortified: shots at it are at -1 (NS-MOD-1)</source>
        <translation>fortificata: chi le spara ha -1 (NS-MOD-1)</translation>
    </message>
    <message>
        <source>crossed a river: the defender fires at it at +1 in rounds 1 and 2 (NS-MOD-3)</source>
        <translation>ha attraversato un fiume: il difensore le spara a +1 nei round 1 e 2 (NS-MOD-3)</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>eliminata</translation>
    </message>
    <message>
        <source>retreated</source>
        <translation>ritirata</translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <source>Checking...</source>
        <extracomment>a problem was clicked the Fix button was pressed for this problem the summary&apos;s words for k warnings a game loads the map with (default: the names&apos; places) area id -&gt; name, for the messages that name other areas (&quot;overlaps area &apos;oak-hill&apos;&quot; reads &quot;&apos;Oak Hill&apos;&quot;)</extracomment>
        <translation>Verifica in corso...</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Gravità</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Elemento</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <source>No problems: the map can be played.</source>
        <translation>Nessun problema: la mappa può essere giocata.</translation>
    </message>
    <message>
        <source>box</source>
        <translation>casella</translation>
    </message>
    <message>
        <source>link</source>
        <translation>collegamento</translation>
    </message>
    <message>
        <source>error</source>
        <translation>errore</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>avviso</translation>
    </message>
    <message>
        <source>area</source>
        <translation>area</translation>
    </message>
    <message>
        <source>{n} error</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>{n} errore</translation>
    </message>
    <message>
        <source>{n} errors</source>
        <translation>{n} errori</translation>
    </message>
    <message>
        <source>{n} warning</source>
        <translation>{n} avviso</translation>
    </message>
    <message>
        <source>{n} warnings</source>
        <translation>{n} avvisi</translation>
    </message>
    <message>
        <source>{a} and {b}</source>
        <translation>{a} e {b}</translation>
    </message>
    <message>
        <source>Fix: {what}</source>
        <extracomment>problem -&gt; what its fix does (for the button), or None: no fix known</extracomment>
        <translation>Risolvi: {what}</translation>
    </message>
    <message>
        <source>{what}: a game can&apos;t load the map until it is fixed. Click it to zoom to it.</source>
        <translation>{what}: una partita non può caricare la mappa finché il problema non è risolto. Fai clic su di esso per ingrandirlo.</translation>
    </message>
    <message>
        <source>{what}: a game can&apos;t load the map until all are fixed. Click one to zoom to it.</source>
        <translation>{what}: una partita non può caricare la mappa finché non sono tutti risolti. Fai clic su uno per ingrandirlo.</translation>
    </message>
    <message>
        <source>{n} warning about names&apos; places (a game loads the map anyway; Edit &gt; Place name helps).</source>
        <translation>{n} avviso sulla posizione dei nomi (una partita carica comunque la mappa; Modifica &gt; Posiziona il nome aiuta).</translation>
    </message>
    <message>
        <source>{n} warnings about names&apos; places (a game loads the map anyway; Edit &gt; Place name helps).</source>
        <translation>{n} avvisi sulla posizione dei nomi (una partita carica comunque la mappa; Modifica &gt; Posiziona il nome aiuta).</translation>
    </message>
    <message>
        <source>entry box</source>
        <translation>Entry box</translation>
    </message>
    <message>
        <source>road</source>
        <translation>strada</translation>
    </message>
    <message>
        <source>scenery</source>
        <translation>paesaggio</translation>
    </message>
    <message>
        <source>map</source>
        <translation>mappa</translation>
    </message>
</context>
<context>
    <name>VertexFields</name>
    <message>
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <source>y</source>
        <translation>y</translation>
    </message>
    <message>
        <source>Not moved: {why}</source>
        <translation>Non spostato: {why}</translation>
    </message>
</context>
<context>
    <name>VictoryPanel</name>
    <message>
        <source>Victory areas (R-WIN)</source>
        <extracomment>an area&apos;s name was clicked: mark it on the map a rule id was clicked: open the rules reference there</extracomment>
        <translation>Aree vittoria (R-WIN)</translation>
    </message>
    <message>
        <source>The double star (R-WIN-1, R-WIN-2); click to mark it on the map</source>
        <translation>La doppia stella (R-WIN-1, R-WIN-2); fai clic per segnarla sulla mappa</translation>
    </message>
    <message>
        <source>A victory area (R-WIN-1); click to mark it on the map</source>
        <translation>Un&apos;area vittoria (R-WIN-1); fai clic per segnarla sulla mappa</translation>
    </message>
    <message>
        <source>contested</source>
        <translation>contesa</translation>
    </message>
    <message>
        <source>Both sides&apos; units are in it: nobody controls it (R-WIN-4)</source>
        <translation>Ci sono pezzi di entrambe le fazioni: nessuno la controlla (R-WIN-4)</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>No unit is in it: nobody controls it (R-WIN-4)</source>
        <translation>Non c&apos;è alcun pezzo: nessuno la controlla (R-WIN-4)</translation>
    </message>
    <message>
        <source>Held by the {side} side: only its units are in it (R-WIN-4)</source>
        <translation>Tenuta dalla fazione {side}: ci sono solo i suoi pezzi (R-WIN-4)</translation>
    </message>
    <message>
        <source>The Confederates hold {n} victory areas: if they still do at the end of this period, they win (R-WIN-1).</source>
        <translation>I Confederati tengono {n} aree vittoria: se le tengono ancora alla fine di questo periodo, vincono (R-WIN-1).</translation>
    </message>
    <message>
        <source>The Confederates hold 1 victory area: one more at the end of a period wins (R-WIN-1).</source>
        <translation>I Confederati tengono 1 area vittoria: con un&apos;altra alla fine di un periodo vincono (R-WIN-1).</translation>
    </message>
    <message>
        <source>The Confederates hold no victory area: two at the end of a period win (R-WIN-1).</source>
        <translation>I Confederati non tengono alcuna area vittoria: due alla fine di un periodo danno la vittoria (R-WIN-1).</translation>
    </message>
    <message>
        <source>They hold the double star: if they still do at the end of this afternoon, they win (R-WIN-2).</source>
        <translation>Tengono la doppia stella: se la tengono ancora alla fine di questo pomeriggio, vincono (R-WIN-2).</translation>
    </message>
    <message>
        <source>They hold the double star: if they still do at the end of {period}, they win (R-WIN-2).</source>
        <translation>Tengono la doppia stella: se la tengono ancora alla fine di {period}, vincono (R-WIN-2).</translation>
    </message>
    <message>
        <source>The double star alone wins at the end of an afternoon; the next is {period} (R-WIN-2).</source>
        <translation>La doppia stella da sola dà la vittoria alla fine di un pomeriggio; il prossimo è {period} (R-WIN-2).</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <source>Welcome to Gettysburg Desktop</source>
        <extracomment>the player asked for the rules reference of a game (its id)</extracomment>
        <translation>Benvenuti in Gettysburg Desktop</translation>
    </message>
    <message>
        <source>Gettysburg, 1-3 July 1863</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>Gettysburg, 1-3 luglio 1863</translation>
    </message>
    <message>
        <source>Two players at one computer: the Confederate player attacks, the Union player holds the hills south of the town. The Confederates win if they hold two victory areas (★) at the end of any period, or Little Round Top and Round Top (★★) at the end of an afternoon; otherwise the Union wins after the afternoon of 3 July.</source>
        <translation>Due giocatori allo stesso computer: il giocatore Confederato attacca, il giocatore dell&apos;Unione tiene le colline a sud della città. I Confederati vincono se alla fine di un periodo qualsiasi tengono due aree vittoria (★), oppure Little Round Top e Round Top (★★) alla fine di un pomeriggio; altrimenti vince l&apos;Unione dopo il pomeriggio del 3 luglio.</translation>
    </message>
    <message>
        <source>Or play alone against the computer (Game &gt; New game: Computer for one side): no curtain and no hand-over; its decisions show one by one on the map and in the log, and Suggest (Ctrl+H) shows what it would do in your place.</source>
        <translation>Oppure gioca da solo contro il computer (Partita &gt; Nuova partita: Computer per una fazione): niente tenda e niente passaggio di mano; le sue decisioni si vedono una alla volta sulla mappa e nel registro, e Suggerisci (Ctrl+H) mostra cosa farebbe al tuo posto.</translation>
    </message>
    <message>
        <source>Read the rules</source>
        <extracomment>one tab for each game with a page (the ids in the tabs&apos; order)</extracomment>
        <translation>Leggi le regole</translation>
    </message>
    <message>
        <source>Don&apos;t show this page again at start</source>
        <translation>Non mostrare più questa pagina all&apos;avvio</translation>
    </message>
    <message>
        <source>Help &gt; How to play shows it whenever you want</source>
        <translation>Aiuto &gt; Come si gioca la mostra quando vuoi</translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation>Inizia a giocare</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Torna alla partita</translation>
    </message>
    <message>
        <source>&lt;h3&gt;How a turn goes&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;The bar above the map says who decides and what.&lt;/b&gt; What you can click glows green, except the areas a command block may go to: at the start of a period that is almost every area, so they stay plain, and you click the one you want. A click on anything else says why not in a bubble beside the pointer, with the rule (a link to it).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Place a command block&lt;/b&gt; (click an area without enemy units, then its value), &lt;b&gt;remove one&lt;/b&gt;, or &lt;b&gt;issue an order&lt;/b&gt; from one of your blocks: move the units of that area or a neighbour, fire artillery, entrench, reorganize, reinforce, or pass.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Move&lt;/b&gt;: click a unit, then where it goes. Moving into the enemy is an assault, fought when you end the move; the dice and what they meant show at the right.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Confirm&lt;/b&gt;: a click that would roll dice, end your turn or take a block off the map only offers it; click the same thing again or press Enter to take it, Esc to step back.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Hand over&lt;/b&gt;: after a roll, look at the dice and the board, then press &lt;i&gt;Hand over&lt;/i&gt;. When the other side must decide, a curtain hides the board; the other player clicks it when ready; your block values stay hidden.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Esc or a right-click steps back; Ctrl+Z takes an action back until dice are rolled or the other player has decided. Click a line of the log to see where it happened. The game is saved after every action. The rules, in the program&apos;s own words, are under Help (F1).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Come si svolge un turno&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;La barra sopra la mappa dice chi decide e che cosa.&lt;/b&gt; Ciò su cui puoi fare clic si illumina di verde, tranne le aree in cui può andare un blocco di comando: all&apos;inizio di un periodo sono quasi tutte, quindi restano normali, e fai clic su quella che vuoi. Un clic su qualsiasi altra cosa spiega in un fumetto accanto al puntatore perché no, con la regola (un collegamento a essa).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Piazza un blocco di comando&lt;/b&gt; (fai clic su un&apos;area senza pezzi nemici, poi sul suo valore), &lt;b&gt;rimuovine uno&lt;/b&gt; oppure &lt;b&gt;impartisci un ordine&lt;/b&gt; da uno dei tuoi blocchi: muovi i pezzi di quell&apos;area o di una vicina, fai sparare l&apos;artiglieria, costruisci una trincea, riorganizza, rinforza o passa.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Muovi&lt;/b&gt;: fai clic su un pezzo, poi su dove va. Entrare in un&apos;area nemica è un assalto, combattuto quando termini il movimento; i dadi e il loro significato compaiono a destra.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Conferma&lt;/b&gt;: un clic che tirerebbe i dadi, terminerebbe il tuo turno o toglierebbe un blocco dalla mappa lo offre soltanto; fai di nuovo clic sulla stessa cosa o premi Invio per eseguirlo, Esc per tornare indietro.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Passa la partita&lt;/b&gt;: dopo un tiro guarda i dadi e la mappa, poi premi &lt;i&gt;Passa la partita&lt;/i&gt;. Quando deve decidere l&apos;altra fazione, un sipario nasconde il tabellone; l&apos;altro giocatore ci fa clic quando è pronto; i valori dei tuoi blocchi restano nascosti.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Esc o un clic destro tornano indietro di un passo; Ctrl+Z annulla un&apos;azione finché non si tirano i dadi o l&apos;altro giocatore non ha deciso. Un clic su una riga del registro mostra dove è successo. La partita viene salvata dopo ogni azione. Le regole, con le parole del programma, sono in Aiuto (F1).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Reading the board&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Leggere il tabellone&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>left: {csa}, right: {usa}</source>
        <translation>a sinistra: {csa}, a destra: {usa}</translation>
    </message>
    <message>
        <source>damage cubes a unit carries (6 eliminate infantry)</source>
        <translation>cubi danno di un pezzo (6 eliminano la fanteria)</translation>
    </message>
    <message>
        <source>a command block and its value (the opponent&apos;s show no value)</source>
        <translation>un blocco di comando e il suo valore (quelli dell&apos;avversario non mostrano il valore)</translation>
    </message>
    <message>
        <source>disruption marker</source>
        <translation>segnalino Interruzione</translation>
    </message>
    <message>
        <source>artillery-fire marker: its guns may be fired at</source>
        <translation>segnalino Fuoco dell&apos;Artiglieria: si può sparare ai suoi cannoni</translation>
    </message>
    <message>
        <source>▲ hill and ◠ ridge: artillery reaches further from them and they block its sight; defenders hold better there. ★ victory area.</source>
        <translation>▲ collina e ◠ crinale: da lì l&apos;artiglieria tira più lontano e bloccano la visuale; i difensori vi resistono meglio. ★ area vittoria.</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>infantry</source>
        <translation>fanteria regolare</translation>
    </message>
    <message>
        <source>elite infantry</source>
        <translation>fanteria d&apos;élite</translation>
    </message>
    <message>
        <source>inferior infantry</source>
        <translation>fanteria inferiore</translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation>cavalleria</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>artiglieria</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>aperta</translation>
    </message>
    <message>
        <source>hill</source>
        <translation>collina</translation>
    </message>
    <message>
        <source>ridge</source>
        <translation>crinale</translation>
    </message>
    <message>
        <source>town</source>
        <translation>città</translation>
    </message>
    <message>
        <source>{side} {kind}</source>
        <translation>{kind} ({side})</translation>
    </message>
    <message>
        <source>regular</source>
        <translation>fanteria regolare</translation>
    </message>
    <message>
        <source>elite</source>
        <translation>fanteria d&apos;élite</translation>
    </message>
    <message>
        <source>inferior</source>
        <translation>fanteria inferiore</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Pareggio</translation>
    </message>
    <message>
        <source>{side} victory</source>
        <translation>Vittoria: {side}</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <source>{file} is a new map: draw it, then File &gt; Save writes it there</source>
        <translation>{file} è una nuova mappa: disegnala, poi File &gt; Salva la scrive lì</translation>
    </message>
</context>
</TS>
