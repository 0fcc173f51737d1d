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
        <extracomment>the unit the action names the units a click on which means this action: ``unit`` and those the rules can&apos;t tell from it; for a colour, the units of that colour there where the moving thing starts: a unit&apos;s place, a cube&apos;s area, a marker&apos;s old border the place a click on the board picks (a destination, a block&apos;s place, an assault&apos;s area ...) the second place of a double order (the first is ``place``) every place the action names, in order (a two-area retreat: the area passed through, then the final one) (area, neighbour) of the border an action crosses or an entrenchment marker faces a click on one of the units of ``place`` means this (ordering them to move, R-ORD-1; the assault fought there next, R-MOVE-8) ``place`` is a command block&apos;s area: the block is what glows a unit, then a place: the unit&apos;s click selects it, the place&apos;s click takes it whether ``place`` glows among the legal ones (not when a block may go almost anywhere: the whole map glowing would hide the rest) a partial pick this entry starts instead of being taken: &quot;block&quot; (a double order&apos;s first block; the second is clicked next, R-ORD-2) why a click that lands on this choice alone must be confirmed: &quot;dice&quot; (it rolls), &quot;block&quot; (R-BLK-3), &quot;discs&quot; (R-BLK-4), &quot;turn&quot; (R-ACT-1) or &quot;&quot; (none); filled in by ``read_click`` for the choice it lands on with ``confirm == &quot;turn&quot;``: the side whose turn it ends</extracomment>
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
        <extracomment>more legal block placements than this, and they don&apos;t glow (the prompt says where) the labels of choices by verb (describe), each a said() template</extracomment>
        <translation>Piazza il blocco di comando di valore {value} in {place}</translation>
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
        <source>artillery</source>
        <translation>artiglieria</translation>
    </message>
    <message>
        <source>cavalry</source>
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
        <source>The game is over: a draw. {why}</source>
        <extracomment>the ruleset&apos;s name, as records name it (&quot;gettysburg&quot;) which reading of the rules the engine plays; a record names it rules version -&gt; what changed from the version before the sides, in the order they are listed (OpenSpiel&apos;s players) variant name -&gt; its description (optional rules, off unless chosen) event kind -&gt; what it tells (the ruleset&apos;s event vocabulary) verbs whose lone legal action the log tells as &quot;the only choice: ...&quot;</extracomment>
        <translation>La partita è finita: pareggio. {why}</translation>
    </message>
    <message>
        <source>The game is over: {side} victory. {why}</source>
        <extracomment>the lone decisions the log tells as &quot;the only choice: ...&quot; (choices among pieces, places and discs; not the buttons that close a step: ending a turn or a move, keeping the artillery)</extracomment>
        <translation>La partita è finita: vittoria della fazione {side}. {why}</translation>
    </message>
    <message>
        <source>{side}: {question}</source>
        <extracomment>the rules this gateway plays (set by the ruleset&apos;s game class) the state to replay from if an action fails half-way (see ``apply``) (index in ``history``, side) of every action holding its side&apos;s secret the information keys: a digest of the public history (every action in its public form, with the dice it rolled) and, per side, a digest of its own secrets (``information_key``)</extracomment>
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
        <extracomment>the OrderFrame that issued this move (its ``turn`` holds the pending assaults); None for a probe that never moves (``can_move``) R-ORD-2: areas the second order of a double order can reach (None: no over-stacking) R-ORD-2: the over-stacked area this (second) order must bring back within the limit R-MOVE-5 [ruling]: the full area a unit just passed into; the next move relieves it</extracomment>
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
        <source>none</source>
        <translation>nessuna</translation>
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
</context>
<context>
    <name>App</name>
    <message>
        <source>Resume the game?</source>
        <extracomment>the battle a new game plays without --scenario (the command-line tool&apos;s too)</extracomment>
        <translation>Riprendere la partita?</translation>
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
        <source>This program has no computer player {names}: a person plays that side</source>
        <extracomment>the levels the New game dialog offers, weakest first the suggestion&apos;s player: the hard level with a short budget (seconds) a decision made while a dialog is in front waits until it is gone, looking again this often thinking started or stopped, progress, a decision waiting for Next, a pause, a failure, a suggestion why the computer stopped (its worker failed or died), &quot;&quot; if it did not the level thinking now (None: it isn&apos;t) and the part of its budget used a decision made, waiting for its moment (the pace) or for Next the suggestion shown: (the position it is for, the action&apos;s text, in words), None if none</extracomment>
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
        <source>The computer looks for a suggestion...</source>
        <translation>Il computer cerca un suggerimento…</translation>
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
        <extracomment>the position, the prompt, the offered choices or the selection changed the events of an action just applied (or re-applied), for the log and the dice a one-line message for the status bar (why a click means nothing, ...) a refusal: why a click means nothing, with its rule (shown beside the pointer too) the curtain must fall: the side to hand over to (None: lift it) an action was applied, undone or redone (the window autosaves) a suggestion for the side at the screen was asked for (ui/computer.py answers) a suggestion shown on the board until the next click: (units, places, borders, blocks) -&gt; mode</extracomment>
        <translation>I punti dove il giocatore della fazione {side} ha agito dalla tua ultima decisione sono evidenziati sulla mappa; il registro lo racconta.</translation>
    </message>
    <message>
        <source>Click: {what}</source>
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
        <source>{unit}: choose where (highlighted), or Esc</source>
        <translation>{unit}: scegli dove (evidenziato), oppure Esc</translation>
    </message>
    <message>
        <source>No double order with {place}: choose a highlighted block, or Esc (R-ORD-2)</source>
        <translation>Nessun doppio ordine con {place}: scegli un blocco evidenziato, oppure Esc (R-ORD-2)</translation>
    </message>
    <message>
        <source>Double order: a disc on the block in {place}, then choose the second block</source>
        <translation>Doppio ordine: un disco sul blocco in {place}, poi scegli il secondo blocco</translation>
    </message>
    <message>
        <source>Double order: now click the block that takes the second disc (it may be the same one)</source>
        <translation>Doppio ordine: ora fai clic sul blocco che riceve il secondo disco (può essere lo stesso)</translation>
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
        <source>{what}: the block leaves the map with all its discs (R-BLK-3). Click it again or press Enter to confirm, Esc to step back.</source>
        <translation>{what}: il blocco lascia la mappa con tutti i suoi dischi (R-BLK-3). Fai di nuovo clic o premi Invio per confermare, Esc per tornare indietro.</translation>
    </message>
    <message>
        <source>{what}: a command block leaves the map with its discs (R-BLK-4). Click it again or press Enter to confirm, Esc to step back.</source>
        <translation>{what}: un blocco di comando lascia la mappa con i suoi dischi (R-BLK-4). Fai di nuovo clic o premi Invio per confermare, Esc per tornare indietro.</translation>
    </message>
    <message>
        <source>{what}: this ends the {side} turn (R-ACT-1). Click it again or press Enter to confirm, Esc to step back.</source>
        <translation>{what}: così termina il turno della fazione {side} (R-ACT-1). Fai di nuovo clic o premi Invio per confermare, Esc per tornare indietro.</translation>
    </message>
    <message>
        <source>{what}: this ends your turn (R-ACT-1). Click it again or press Enter to confirm, Esc to step back.</source>
        <translation>{what}: così termina il tuo turno (R-ACT-1). Fai di nuovo clic o premi Invio per confermare, Esc per tornare indietro.</translation>
    </message>
    <message>
        <source>{what}: dice will be rolled, so this can&apos;t be taken back. Click it again or press Enter to confirm, Esc to step back.</source>
        <translation>{what}: si tirano i dadi, quindi non si potrà annullare. Fai di nuovo clic o premi Invio per confermare, Esc per tornare indietro.</translation>
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
        <extracomment>the next player is ready the player who just handed over takes the last action back (the other has seen nothing)</extracomment>
        <translation>I valori dei blocchi di comando dell&apos;altro giocatore restano nascosti (R-ACT-2).</translation>
    </message>
    <message>
        <source>{side} player: take your last action back (Ctrl+Z)</source>
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
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate (text, tone): a line for the status bar (tones: editor.document.HINT, REFUSED) the tool&apos;s work is done: back to Select a drag let go within this many screen pixels of its press came back: nothing moves</extracomment>
        <translation>Seleziona: fai clic su un elemento (Maiusc+clic o un trascinamento sulle aree: più elementi); trascina un vertice, un confine, una Entry box o un nome; doppio clic su un confine: un nuovo vertice; Canc rimuove</translation>
    </message>
    <message>
        <source>{what} is back where it was: nothing moved</source>
        <translation>{what} è tornato dov&apos;era: nulla è stato spostato</translation>
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
    <message>
        <source>{side} victory</source>
        <translation>Vittoria: {side}</translation>
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
        <extracomment>Tools &gt; Map editor: ``open_map_editor(window)``, set by the composition root (app.py); ui/ knows nothing of the editor (it sits a layer above) the game being played while a replay is shown: (session, reveal, path, viewer)</extracomment>
        <translation>zoom {z:.0%}</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Battaglia</translation>
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
        <source>seed {s}</source>
        <translation>seme {s}</translation>
    </message>
    <message>
        <source>scripted dice</source>
        <translation>dadi prestabiliti</translation>
    </message>
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
    <message>
        <source>The game you were playing is kept: the next start offers it as an unfinished game.</source>
        <translation>La partita che stavi giocando è conservata: al prossimo avvio viene offerta come partita non finita.</translation>
    </message>
    <message>
        <source>The scenario can&apos;t be played</source>
        <translation>Lo scenario non può essere giocato</translation>
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
        <source>The game can&apos;t be opened</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>La partita non può essere aperta</translation>
    </message>
    <message>
        <source>Replay a saved game</source>
        <translation>Rivedi una partita salvata</translation>
    </message>
    <message>
        <source>The game can&apos;t be replayed</source>
        <translation>La partita non può essere rivista</translation>
    </message>
    <message>
        <source>A replay: every block is shown. Back to the game (Esc) returns to the game you were playing.</source>
        <translation>Una ripetizione: ogni blocco è mostrato. Torna alla partita (Esc) riporta alla partita che stavi giocando.</translation>
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
        <source>(none yet)</source>
        <translation>(ancora nessuna)</translation>
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
        <source>The game goes on from its last good state, after {n} action.</source>
        <translation>La partita riprende dall&apos;ultimo stato valido, dopo {n} azione.</translation>
    </message>
    <message>
        <source>The game goes on from its last good state, after {n} actions.</source>
        <translation>La partita riprende dall&apos;ultimo stato valido, dopo {n} azioni.</translation>
    </message>
    <message>
        <source>Concede the battle?</source>
        <translation>Concedere la battaglia?</translation>
    </message>
    <message>
        <source>The Confederate player gives up: the Union wins (R-WIN-3).</source>
        <translation>Il giocatore Confederato si arrende: vince l&apos;Unione (R-WIN-3).</translation>
    </message>
    <message>
        <source>unsaved game</source>
        <translation>partita non salvata</translation>
    </message>
    <message>
        <source>Gettysburg Desktop</source>
        <translation>Gettysburg Desktop</translation>
    </message>
    <message>
        <source>{side} victory</source>
        <translation>Vittoria: {side}</translation>
    </message>
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
    <message>
        <source>Marked on the map: {places}</source>
        <translation>Segnato sulla mappa: {places}</translation>
    </message>
    <message>
        <source>border of {a} and {b}</source>
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
    <name>NewGameDialog</name>
    <message>
        <source>Gettysburg, 1-3 July 1863 (the battle)</source>
        <extracomment>built-in scenarios in words (marked for translation; translated where shown)</extracomment>
        <translation>Gettysburg, 1-3 luglio 1863 (la battaglia)</translation>
    </message>
    <message>
        <source>Crossroads (a small test battlefield)</source>
        <translation>Crossroads (un piccolo campo di battaglia di prova)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
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
        <source>Variant:</source>
        <translation>Variante:</translation>
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
        <source>{side} victory</source>
        <translation>Vittoria: {side}</translation>
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
        <source>The block and its discs leave the map (Enter)</source>
        <translation>Il blocco e i suoi dischi lasciano la mappa (Invio)</translation>
    </message>
    <message>
        <source>A command block and its discs leave the map (Enter)</source>
        <translation>Un blocco di comando e i suoi dischi lasciano la mappa (Invio)</translation>
    </message>
    <message>
        <source>This ends the {side} turn (Enter)</source>
        <translation>Così termina il turno della fazione {side} (Invio)</translation>
    </message>
    <message>
        <source>Dice will be rolled: this can&apos;t be taken back (Enter)</source>
        <translation>Si tirano i dadi: non si potrà annullare (Invio)</translation>
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
        <source>This ends your turn (Enter)</source>
        <translation>Così termina il tuo turno (Invio)</translation>
    </message>
    <message>
        <source>Next (N)</source>
        <extracomment>a rule id was clicked: open the rules reference there the game is over: the players want to see it again, or a new one</extracomment>
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
        <extracomment>the map page&apos;s Background... button: the window opens its dialog</extracomment>
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
        <extracomment>the reference&apos;s pages: the rules, and the rulings and interpretations they link to</extracomment>
        <translation>Gettysburg: consultazione delle regole</translation>
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
    <name>UnionOrderBoxes</name>
    <message>
        <source>The Union&apos;s available-orders boxes (R-DISC-1): {boxes}. Now the {part} box: {b} blue, {k} black forced-pass discs.</source>
        <translation>Le caselle Ordini Disponibili dell&apos;Unione (R-DISC-1): {boxes}. Ora la casella {part}: {b} dischi blu, {k} dischi neri Passare obbligatoriamente.</translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <source>Checking...</source>
        <extracomment>a problem was clicked area id -&gt; name, for the messages that name other areas (&quot;overlaps area &apos;oak-hill&apos;&quot; reads &quot;&apos;Oak Hill&apos;&quot;)</extracomment>
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
    <name>Welcome</name>
    <message>
        <source>Welcome to Gettysburg Desktop</source>
        <extracomment>the player asked for the rules reference</extracomment>
        <translation>Benvenuti in Gettysburg Desktop</translation>
    </message>
    <message>
        <source>Gettysburg, 1-3 July 1863</source>
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
        <source>&lt;h3&gt;How a turn goes&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;The bar above the map says who decides and what.&lt;/b&gt; What you can click glows green; a click on anything else says why not in a bubble beside the pointer, with the rule (a link to it).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Place a command block&lt;/b&gt; (click an area, then its value), &lt;b&gt;remove one&lt;/b&gt;, or &lt;b&gt;issue an order&lt;/b&gt; from one of your blocks: move the units of that area or a neighbour, fire artillery, entrench, reorganize, reinforce, or pass.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Move&lt;/b&gt;: click a unit, then where it goes. Moving into the enemy is an assault, fought when you end the move; the dice and what they meant show at the right.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Confirm&lt;/b&gt;: a click that would roll dice, end your turn or take a block off the map only offers it; click the same thing again or press Enter to take it, Esc to step back.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Hand over&lt;/b&gt;: after a roll, look at the dice and the board, then press &lt;i&gt;Hand over&lt;/i&gt;. When the other side must decide, a curtain hides the board; the other player clicks it when ready; your block values stay hidden.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Esc or a right-click steps back; Ctrl+Z takes an action back until dice are rolled or the other player has decided. Click a line of the log to see where it happened. The game is saved after every action. The rules, in the program&apos;s own words, are under Help (F1).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Come si svolge un turno&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;La barra sopra la mappa dice chi decide e che cosa.&lt;/b&gt; Ciò su cui puoi fare clic si illumina di verde; un clic su qualsiasi altra cosa spiega in un fumetto accanto al puntatore perché no, con la regola (un collegamento a essa).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Piazza un blocco di comando&lt;/b&gt; (fai clic su un&apos;area, poi sul suo valore), &lt;b&gt;rimuovine uno&lt;/b&gt; oppure &lt;b&gt;impartisci un ordine&lt;/b&gt; da uno dei tuoi blocchi: muovi i pezzi di quell&apos;area o di una vicina, fai sparare l&apos;artiglieria, costruisci una trincea, riorganizza, rinforza o passa.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Muovi&lt;/b&gt;: fai clic su un pezzo, poi su dove va. Entrare in un&apos;area nemica è un assalto, combattuto quando termini il movimento; i dadi e il loro significato compaiono a destra.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Conferma&lt;/b&gt;: un clic che tirerebbe i dadi, terminerebbe il tuo turno o toglierebbe un blocco dalla mappa lo offre soltanto; fai di nuovo clic sulla stessa cosa o premi Invio per eseguirlo, Esc per tornare indietro.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Passa la partita&lt;/b&gt;: dopo un tiro guarda i dadi e la mappa, poi premi &lt;i&gt;Passa la partita&lt;/i&gt;. Quando deve decidere l&apos;altra fazione, un sipario nasconde il tabellone; l&apos;altro giocatore ci fa clic quando è pronto; i valori dei tuoi blocchi restano nascosti.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Esc o un clic destro tornano indietro di un passo; Ctrl+Z annulla un&apos;azione finché non si tirano i dadi o l&apos;altro giocatore non ha deciso. Un clic su una riga del registro mostra dove è successo. La partita viene salvata dopo ogni azione. Le regole, con le parole del programma, sono in Aiuto (F1).&lt;/p&gt;</translation>
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
        <source>Confederate</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>Confederati</translation>
    </message>
    <message>
        <source>Union</source>
        <translation>Unione</translation>
    </message>
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
</context>
</TS>
