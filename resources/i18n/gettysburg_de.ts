<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>{unit} will fire at the infantry in {area}</source>
        <translation>{unit} wird auf die Infanterie in {area} feuern</translation>
    </message>
    <message>
        <source>{unit} will fire at the cavalry in {area}</source>
        <translation>{unit} wird auf die Kavallerie in {area} feuern</translation>
    </message>
    <message>
        <source>{unit} will fire at the infantry and cavalry in {area}</source>
        <translation>{unit} wird auf die Infanterie und Kavallerie in {area} feuern</translation>
    </message>
    <message>
        <source>{unit} will fire at the artillery in {area}</source>
        <translation>{unit} wird auf die Artillerie in {area} feuern</translation>
    </message>
    <message>
        <source>long-range fire at the infantry</source>
        <extracomment>what a long-range fire is declared at, and the die rolled for it (R-ART-4, R-ART-5)</extracomment>
        <translation>Langstreckenfeuer auf Infanterie</translation>
    </message>
    <message>
        <source>long-range fire at the cavalry</source>
        <translation>Langstreckenfeuer auf Kavallerie</translation>
    </message>
    <message>
        <source>long-range fire at the infantry and cavalry</source>
        <translation>Langstreckenfeuer auf Infanterie und Kavallerie</translation>
    </message>
    <message>
        <source>long-range fire at the artillery</source>
        <translation>Langstreckenfeuer auf Artillerie</translation>
    </message>
    <message>
        <source>to be used again</source>
        <translation>um erneut eingesetzt zu werden</translation>
    </message>
    <message>
        <source>no artillery-fire marker is left: choose one to take from the map</source>
        <translation>kein Artilleriefeuermarker mehr im Vorrat: wähle einen, der vom Spielplan genommen wird</translation>
    </message>
    <message>
        <source>declare more long-range fire for artillery around {area} (at most two areas), or roll for the {n} declared</source>
        <translation>weiteres Langstreckenfeuer für Artillerie um {area} ansagen (höchstens zwei Gebiete) oder für die {n} angesagten würfeln</translation>
    </message>
    <message>
        <source>declare long-range fire for artillery around {area} (at most two areas)</source>
        <translation>Langstreckenfeuer für Artillerie um {area} ansagen (höchstens zwei Gebiete)</translation>
    </message>
    <message>
        <source>an artillery-fire marker is placed in {area}</source>
        <translation>ein Artilleriefeuermarker wird in {area} gelegt</translation>
    </message>
    <message>
        <source>damaged artillery hit again</source>
        <translation>beschädigte Artillerie erneut getroffen</translation>
    </message>
    <message>
        <source>{unit} is damaged</source>
        <translation>{unit} ist beschädigt</translation>
    </message>
    <message>
        <source>long-range fire hits your artillery in {area}: choose the unit</source>
        <translation>Langstreckenfeuer trifft deine Artillerie in {area}: wähle die Einheit</translation>
    </message>
    <message>
        <source>defending artillery fire</source>
        <translation>verteidigende Artillerie feuert</translation>
    </message>
    <message>
        <source>defending fire</source>
        <translation>Verteidiger feuert</translation>
    </message>
    <message>
        <source>attacker morale</source>
        <translation>Moralprüfung des Angreifers</translation>
    </message>
    <message>
        <source>attacking fire</source>
        <translation>Angreifer feuert</translation>
    </message>
    <message>
        <source>defender morale (column {column})</source>
        <translation>Moralprüfung des Verteidigers (Spalte {column})</translation>
    </message>
    <message>
        <source>choose the next assault to resolve: {areas}</source>
        <translation>wähle den nächsten Angriffskampf: {areas}</translation>
    </message>
    <message>
        <source>its infantry retreated</source>
        <extracomment>R-ASLT-9 [ruling]: how the defending infantry and cavalry left R-RET-2 [ruling]: the areas the attackers entered from</extracomment>
        <translation>ihre Infanterie hat sich zurückgezogen</translation>
    </message>
    <message>
        <source>every unit beside it was eliminated</source>
        <translation>alle Einheiten neben ihr wurden eliminiert</translation>
    </message>
    <message>
        <source>artillery alone cannot hold the area</source>
        <translation>Artillerie allein kann das Gebiet nicht halten</translation>
    </message>
    <message>
        <source>the attack on {area} is repulsed after two rounds</source>
        <translation>der Angriff auf {area} ist nach zwei Runden abgewehrt</translation>
    </message>
    <message>
        <source>the second round is over</source>
        <translation>die zweite Runde ist vorbei</translation>
    </message>
    <message>
        <source>{side} assaults {area} with {units} (flank attack)</source>
        <translation>{side}: Angriff auf {area} mit {units} (Flankenangriff)</translation>
    </message>
    <message>
        <source>{side} assaults {area} with {units} against entrenchments</source>
        <translation>{side}: Angriff auf {area} mit {units} gegen Eingrabungen</translation>
    </message>
    <message>
        <source>{side} assaults {area} with {units}</source>
        <translation>{side}: Angriff auf {area} mit {units}</translation>
    </message>
    <message>
        <source>attacker morale E</source>
        <translation>Moralprüfung des Angreifers E</translation>
    </message>
    <message>
        <source>attacker morale R</source>
        <translation>Moralprüfung des Angreifers R</translation>
    </message>
    <message>
        <source>defender morale E</source>
        <translation>Moralprüfung des Verteidigers E</translation>
    </message>
    <message>
        <source>defender morale R</source>
        <translation>Moralprüfung des Verteidigers R</translation>
    </message>
    <message>
        <source>{unit} counter-attacks</source>
        <translation>{unit} macht einen Gegenangriff</translation>
    </message>
    <message>
        <source>{side} takes {area}</source>
        <translation>{side}: {area} erobert</translation>
    </message>
    <message>
        <source>as the attacker takes the area</source>
        <translation>da der Angreifer das Gebiet erobert</translation>
    </message>
    <message>
        <source>the attacker takes the area</source>
        <translation>der Angreifer erobert das Gebiet</translation>
    </message>
    <message>
        <source>no unit remains</source>
        <translation>keine Einheit bleibt zurück</translation>
    </message>
    <message>
        <source>the assault on {area} goes on</source>
        <translation>der Angriffskampf um {area} geht weiter</translation>
    </message>
    <message>
        <source>End the turn</source>
        <extracomment>the second place of a double order (the first is ``place``) ``place`` is a command block&apos;s area: the block is what glows whether ``place`` glows among the legal ones (not when a block may go almost anywhere: the whole map glowing would hide the rest)</extracomment>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>End the move</source>
        <translation>Bewegung beenden</translation>
    </message>
    <message>
        <source>Roll for the declared fire</source>
        <translation>Für das angesagte Feuer würfeln</translation>
    </message>
    <message>
        <source>Keep the artillery where it is</source>
        <translation>Artillerie bleibt, wo sie ist</translation>
    </message>
    <message>
        <source>Pass (the disc stays on the block)</source>
        <translation>Passen (die Scheibe bleibt beim Befehlsmarker)</translation>
    </message>
    <message>
        <source>Forced pass: set a black disc aside</source>
        <translation>Zwangspassen: eine schwarze Scheibe beiseitelegen</translation>
    </message>
    <message>
        <source>Fight the assaults now</source>
        <translation>Angriffskämpfe jetzt austragen</translation>
    </message>
    <message>
        <source>Artillery fire</source>
        <translation>Artilleriefeuer</translation>
    </message>
    <message>
        <source>Concede the battle</source>
        <translation>Die Schlacht aufgeben</translation>
    </message>
    <message>
        <source>Place the command block of value {value} in {place}</source>
        <extracomment>more places a block may go to than this, and they don&apos;t glow (the prompt says where): however many values are left, one or eight (R-BLK-1) the labels of choices by verb (describe), each a said() template</extracomment>
        <translation>Befehlsmarker mit Wert {value} nach {place} stellen</translation>
    </message>
    <message>
        <source>Place the command block in {place}, of value:</source>
        <translation>Befehlsmarker nach {place} stellen, mit Wert:</translation>
    </message>
    <message>
        <source>Remove your command block from {place}</source>
        <translation>Deinen Befehlsmarker aus {place} entfernen</translation>
    </message>
    <message>
        <source>Issue an order from the block in {place}</source>
        <translation>Befehl über den Befehlsmarker in {place} erteilen</translation>
    </message>
    <message>
        <source>Double order: discs on the blocks in {place} and {second}</source>
        <translation>Doppelbefehl: Scheiben zu den Befehlsmarkern in {place} und {second}</translation>
    </message>
    <message>
        <source>{unit} enters {area} from {box}</source>
        <translation>{unit} zieht aus {box} nach {area}</translation>
    </message>
    <message>
        <source>Move the units in {place}</source>
        <translation>Die Einheiten in {place} bewegen</translation>
    </message>
    <message>
        <source>{unit} moves to {dest}</source>
        <translation>{unit} zieht nach {dest}</translation>
    </message>
    <message>
        <source>{unit} moves to {dest}, carrying {n} cube</source>
        <translation>{unit} zieht nach {dest} und nimmt {n} Schadensmarker mit</translation>
    </message>
    <message>
        <source>{unit} moves to {dest}, carrying {n} cubes</source>
        <translation>{unit} zieht nach {dest} und nimmt {n} Schadensmarker mit</translation>
    </message>
    <message>
        <source>{unit} fires at the infantry in {area}</source>
        <translation>{unit} feuert auf die Infanterie in {area}</translation>
    </message>
    <message>
        <source>{unit} fires at the cavalry in {area}</source>
        <translation>{unit} feuert auf die Kavallerie in {area}</translation>
    </message>
    <message>
        <source>{unit} fires at the infantry and cavalry in {area}</source>
        <translation>{unit} feuert auf die Infanterie und Kavallerie in {area}</translation>
    </message>
    <message>
        <source>{unit} fires at the artillery in {area}</source>
        <translation>{unit} feuert auf die Artillerie in {area}</translation>
    </message>
    <message>
        <source>Move a {colour} cube from {origin} to {dest}</source>
        <translation>Einen Schadensmarker ({colour}) von {origin} nach {dest} verschieben</translation>
    </message>
    <message>
        <source>Reorganize {place}: remove its disruption marker</source>
        <translation>{place} neu organisieren: den Unterbrechungsmarker entfernen</translation>
    </message>
    <message>
        <source>Remove the artillery-fire marker in {place}</source>
        <translation>Den Artilleriefeuermarker in {place} entfernen</translation>
    </message>
    <message>
        <source>Take the artillery-fire marker from {place}</source>
        <translation>Den Artilleriefeuermarker aus {place} nehmen</translation>
    </message>
    <message>
        <source>Fight the assault in {place} next</source>
        <translation>Als Nächstes den Angriffskampf in {place} austragen</translation>
    </message>
    <message>
        <source>Entrench in {area} facing {border}</source>
        <translation>In {area} eingraben, Front gegen {border}</translation>
    </message>
    <message>
        <source>Turn an entrenchment in {area} from {old} to face {new}</source>
        <translation>Einen Eingrabungsmarker in {area} von {old} nach {new} versetzen</translation>
    </message>
    <message>
        <source>Remove the marker in {area} facing {border}</source>
        <translation>Den Marker in {area} mit Front gegen {border} entfernen</translation>
    </message>
    <message>
        <source>{unit} retreats to {dest}</source>
        <translation>{unit} zieht sich nach {dest} zurück</translation>
    </message>
    <message>
        <source>{unit} retreats through {via} to {dest}</source>
        <translation>{unit} zieht sich über {via} nach {dest} zurück</translation>
    </message>
    <message>
        <source>{unit} retreats damaged (on its side) to {dest}</source>
        <translation>{unit} zieht sich beschädigt (auf der Seite) nach {dest} zurück</translation>
    </message>
    <message>
        <source>{unit} retreats damaged (on its side) through {via} to {dest}</source>
        <translation>{unit} zieht sich beschädigt (auf der Seite) über {via} nach {dest} zurück</translation>
    </message>
    <message>
        <source>{unit} withdraws undamaged to {dest}</source>
        <translation>{unit} zieht sich unbeschädigt nach {dest} zurück</translation>
    </message>
    <message>
        <source>{unit} withdraws undamaged through {via} to {dest}</source>
        <translation>{unit} zieht sich unbeschädigt über {via} nach {dest} zurück</translation>
    </message>
    <message>
        <source>{unit} takes the cube</source>
        <translation>{unit} erhält den Schadensmarker</translation>
    </message>
    <message>
        <source>{unit} retreats instead of taking the cube</source>
        <translation>{unit} zieht sich zurück, statt den Schadensmarker zu erhalten</translation>
    </message>
    <message>
        <source>{unit} falls back</source>
        <translation>{unit} zieht sich zurück</translation>
    </message>
    <message>
        <source>{unit} takes the hit</source>
        <translation>{unit} erhält den Treffer</translation>
    </message>
    <message>
        <source>A {colour} cube</source>
        <translation>Ein Schadensmarker ({colour})</translation>
    </message>
    <message>
        <source>{button}: the assaults are fought (dice)</source>
        <translation>{button}: die Angriffskämpfe werden ausgetragen (Würfel)</translation>
    </message>
    <message>
        <source>{unit}: choose where (highlighted), or Esc</source>
        <extracomment>what the window says while a pick waits for its second click, and the label of the entry that starts a double order&apos;s (R-ORD-2)</extracomment>
        <translation>{unit}: wähle wohin (hervorgehoben) oder Esc</translation>
    </message>
    <message>
        <source>Double order: now click the block that takes the second disc (it may be the same one)</source>
        <translation>Doppelbefehl: jetzt den Befehlsmarker anklicken, der die zweite Befehlsscheibe erhält (es darf derselbe sein)</translation>
    </message>
    <message>
        <source>Double order: a disc on the block in {place}, then choose the second block</source>
        <translation>Doppelbefehl: eine Befehlsscheibe zum Befehlsmarker in {place}, dann den zweiten Befehlsmarker wählen</translation>
    </message>
    <message>
        <source>No double order with {place}: choose a highlighted block, or Esc (R-ORD-2)</source>
        <translation>Kein Doppelbefehl mit {place}: wähle einen hervorgehobenen Befehlsmarker oder Esc (R-ORD-2)</translation>
    </message>
    <message>
        <source>{what}: the block leaves the map with all its discs (R-BLK-3). Click it again or press Enter to confirm, Esc to step back.</source>
        <extracomment>what the window says while a step waits for its confirmation, and its Confirm button&apos;s tooltip, by the reason (``confirm_reason``); &quot;turn&quot; has one more pair for a turn of the other side (the hot seat&apos;s roller)</extracomment>
        <translation>{what}: der Befehlsmarker verlässt den Spielplan mit allen seinen Befehlsscheiben (R-BLK-3). Zum Bestätigen noch einmal klicken oder Enter drücken, Esc für zurück.</translation>
    </message>
    <message>
        <source>The block and its discs leave the map (Enter)</source>
        <translation>Der Befehlsmarker und seine Befehlsscheiben verlassen den Spielplan (Enter)</translation>
    </message>
    <message>
        <source>{what}: a command block leaves the map with its discs (R-BLK-4). Click it again or press Enter to confirm, Esc to step back.</source>
        <translation>{what}: ein Befehlsmarker verlässt den Spielplan mit seinen Befehlsscheiben (R-BLK-4). Zum Bestätigen noch einmal klicken oder Enter drücken, Esc für zurück.</translation>
    </message>
    <message>
        <source>A command block and its discs leave the map (Enter)</source>
        <translation>Ein Befehlsmarker und seine Befehlsscheiben verlassen den Spielplan (Enter)</translation>
    </message>
    <message>
        <source>{what}: this ends your turn (R-ACT-1). Click it again or press Enter to confirm, Esc to step back.</source>
        <translation>{what}: damit endet dein Zug (R-ACT-1). Zum Bestätigen noch einmal klicken oder Enter drücken, Esc für zurück.</translation>
    </message>
    <message>
        <source>This ends your turn (Enter)</source>
        <translation>Damit endet dein Zug (Enter)</translation>
    </message>
    <message>
        <source>{what}: this ends the {side} turn (R-ACT-1). Click it again or press Enter to confirm, Esc to step back.</source>
        <translation>{what}: damit endet der Zug der Seite {side} (R-ACT-1). Zum Bestätigen noch einmal klicken oder Enter drücken, Esc für zurück.</translation>
    </message>
    <message>
        <source>This ends the {side} turn (Enter)</source>
        <translation>Damit endet der Zug der Seite {side} (Enter)</translation>
    </message>
    <message>
        <source>{what}? Click it again or press Enter to place the block there, Esc to step back (R-BLK-1).</source>
        <translation>{what}? Noch einmal klicken oder Enter drücken, um den Befehlsmarker dorthin zu legen, Esc für zurück (R-BLK-1).</translation>
    </message>
    <message>
        <source>The block goes there (Enter)</source>
        <translation>Der Befehlsmarker kommt dorthin (Enter)</translation>
    </message>
    <message>
        <source>{what}: dice will be rolled, so this can&apos;t be taken back. Click it again or press Enter to confirm, Esc to step back.</source>
        <translation>{what}: es wird gewürfelt, das lässt sich nicht zurücknehmen. Zum Bestätigen noch einmal klicken oder Enter drücken, Esc für zurück.</translation>
    </message>
    <message>
        <source>Dice will be rolled: this can&apos;t be taken back (Enter)</source>
        <translation>Es wird gewürfelt: das lässt sich nicht zurücknehmen (Enter)</translation>
    </message>
    <message>
        <source>places a command block of value {value} in {place}</source>
        <extracomment>an action in the log&apos;s words, by verb: {0}, {1}, {2} are its words as players read them (names for ids); the state is not needed, so a replayed or loaded game reads the same (``spoken``)</extracomment>
        <translation>stellt einen Befehlsmarker mit Wert {value} nach {place}</translation>
    </message>
    <message>
        <source>removes its command block from {place}</source>
        <translation>entfernt den eigenen Befehlsmarker aus {place}</translation>
    </message>
    <message>
        <source>issues an order from the block in {place}</source>
        <translation>erteilt einen Befehl über den Befehlsmarker in {place}</translation>
    </message>
    <message>
        <source>issues a double order from the blocks in {place} and {second}</source>
        <translation>erteilt einen Doppelbefehl über die Befehlsmarker in {place} und {second}</translation>
    </message>
    <message>
        <source>takes a forced pass</source>
        <translation>nimmt ein Zwangspassen</translation>
    </message>
    <message>
        <source>brings {unit} out of its entry box</source>
        <translation>zieht {unit} aus dem Eintrittsfeld</translation>
    </message>
    <message>
        <source>ends the turn</source>
        <translation>beendet den Zug</translation>
    </message>
    <message>
        <source>concedes the battle</source>
        <translation>gibt die Schlacht auf</translation>
    </message>
    <message>
        <source>orders the units in {place} to move</source>
        <translation>befiehlt den Einheiten in {place} die Bewegung</translation>
    </message>
    <message>
        <source>moves {unit} to {dest}</source>
        <translation>zieht {unit} nach {dest}</translation>
    </message>
    <message>
        <source>moves {unit} to {dest}, carrying {n} cube</source>
        <translation>zieht {unit} mit {n} Schadensmarker nach {dest}</translation>
    </message>
    <message>
        <source>moves {unit} to {dest}, carrying {n} cubes</source>
        <translation>zieht {unit} mit {n} Schadensmarkern nach {dest}</translation>
    </message>
    <message>
        <source>ends the move</source>
        <translation>beendet die Bewegung</translation>
    </message>
    <message>
        <source>fights the assaults now</source>
        <translation>trägt die Angriffskämpfe jetzt aus</translation>
    </message>
    <message>
        <source>orders artillery fire</source>
        <translation>befiehlt Artilleriefeuer</translation>
    </message>
    <message>
        <source>declares {unit} firing at the {aim} in {area}</source>
        <translation>sagt an: {unit} feuert auf {aim} in {area}</translation>
    </message>
    <message>
        <source>rolls for the declared fire</source>
        <translation>würfelt für das angesagte Feuer</translation>
    </message>
    <message>
        <source>moves a {colour} cube from {origin} to {dest}</source>
        <translation>verschiebt einen Schadensmarker ({colour}) von {origin} nach {dest}</translation>
    </message>
    <message>
        <source>reorganizes {place}</source>
        <translation>organisiert {place} neu</translation>
    </message>
    <message>
        <source>entrenches in {area} facing {border}</source>
        <translation>gräbt sich in {area} ein, Front gegen {border}</translation>
    </message>
    <message>
        <source>turns an entrenchment in {area} from {old} to face {new}</source>
        <translation>versetzt einen Eingrabungsmarker in {area} von {old} nach {new}</translation>
    </message>
    <message>
        <source>removes the artillery-fire marker in {place}</source>
        <translation>entfernt den Artilleriefeuermarker in {place}</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>passt</translation>
    </message>
    <message>
        <source>fights the assault in {place} next</source>
        <translation>trägt als Nächstes den Angriffskampf in {place} aus</translation>
    </message>
    <message>
        <source>gives the cube to {unit}</source>
        <translation>gibt den Schadensmarker an {unit}</translation>
    </message>
    <message>
        <source>takes the hit as a {colour} cube</source>
        <translation>nimmt den Treffer als Schadensmarker ({colour})</translation>
    </message>
    <message>
        <source>has {unit} retreat instead of taking the cube</source>
        <translation>lässt {unit} zurückziehen, statt den Schadensmarker zu nehmen</translation>
    </message>
    <message>
        <source>retreats {unit} to {dest}</source>
        <translation>zieht {unit} nach {dest} zurück</translation>
    </message>
    <message>
        <source>retreats {unit} through {via} to {dest}</source>
        <translation>zieht {unit} über {via} nach {dest} zurück</translation>
    </message>
    <message>
        <source>withdraws {unit} to {dest} undamaged</source>
        <translation>zieht {unit} unbeschädigt nach {dest} zurück</translation>
    </message>
    <message>
        <source>withdraws {unit} through {via} to {dest} undamaged</source>
        <translation>zieht {unit} unbeschädigt über {via} nach {dest} zurück</translation>
    </message>
    <message>
        <source>keeps the artillery where it is</source>
        <translation>lässt die Artillerie, wo sie ist</translation>
    </message>
    <message>
        <source>has {unit} fall back</source>
        <translation>lässt {unit} zurückweichen</translation>
    </message>
    <message>
        <source>gives the hit to {unit}</source>
        <translation>gibt den Treffer an {unit}</translation>
    </message>
    <message>
        <source>chooses a {colour} cube</source>
        <translation>wählt einen Schadensmarker ({colour})</translation>
    </message>
    <message>
        <source>takes the artillery-fire marker from {place}</source>
        <translation>nimmt den Artilleriefeuermarker aus {place}</translation>
    </message>
    <message>
        <source>removes the marker in {area} facing {border}</source>
        <translation>entfernt den Marker in {area} mit Front gegen {border}</translation>
    </message>
    <message>
        <source>infantry</source>
        <extracomment>how the aim of long-range fire reads in the log</extracomment>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>machine guns</source>
        <translation>Maschinengewehre</translation>
    </message>
    <message>
        <source>light artillery</source>
        <translation>leichte Artillerie</translation>
    </message>
    <message>
        <source>heavy artillery</source>
        <translation>schwere Artillerie</translation>
    </message>
    <message>
        <source>light</source>
        <translation>leichte</translation>
    </message>
    <message>
        <source>heavy</source>
        <translation>schwere</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>bunker</source>
        <translation>Bunker</translation>
    </message>
    <message>
        <source>bushes</source>
        <translation>Büsche</translation>
    </message>
    <message>
        <source>building</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>hill</source>
        <translation>Hügel</translation>
    </message>
    <message>
        <source>swamp</source>
        <translation>Sumpf</translation>
    </message>
    <message>
        <source>ford</source>
        <translation>Furt</translation>
    </message>
    <message>
        <source>bridge</source>
        <translation>Brücke</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>Mauer</translation>
    </message>
    <message>
        <source>trench</source>
        <translation>Schützengraben</translation>
    </message>
    <message>
        <source>Schlachten im Finsterland</source>
        <translation>Schlachten im Finsterland</translation>
    </message>
    <message>
        <source>Play-test started on {table}: the {south} (South) against the {north} (North); each side first places its units in its zone (FL-SETUP-3)</source>
        <translation>Probespiel auf {table} begonnen: die {south} (Süd) gegen die {north} (Nord); jede Seite stellt zuerst ihre Einheiten in ihrer Zone auf (FL-SETUP-3)</translation>
    </message>
    <message>
        <source>gentle hill</source>
        <extracomment>the kinds an author draws (T4), areas first, then lines (a line&apos;s width: a new one&apos;s)</extracomment>
        <translation>sanfter Hügel</translation>
    </message>
    <message>
        <source>steep hill</source>
        <translation>steiler Hügel</translation>
    </message>
    <message>
        <source>wood</source>
        <extracomment>the kinds an author draws, areas first, then lines (a line&apos;s width: a new one&apos;s)</extracomment>
        <translation>Wald</translation>
    </message>
    <message>
        <source>marsh</source>
        <translation>Sumpf</translation>
    </message>
    <message>
        <source>rough ground</source>
        <translation>unwegsames Gelände</translation>
    </message>
    <message>
        <source>built-up area</source>
        <translation>bebautes Gebiet</translation>
    </message>
    <message>
        <source>waterway</source>
        <translation>Wasserweg</translation>
    </message>
    <message>
        <source>crest</source>
        <translation>Kamm</translation>
    </message>
    <message>
        <source>Play-test started on {table}: the {union} against the {confederate}, standing as in the meeting engagement (BB-SETUP-5)</source>
        <translation>Probespiel auf {table} begonnen: die {union} gegen die {confederate}, aufgestellt wie im Begegnungsgefecht (BB-SETUP-5)</translation>
    </message>
    <message>
        <source>fence</source>
        <translation>Zaun</translation>
    </message>
    <message>
        <source>command staff</source>
        <translation>Kommandostab</translation>
    </message>
    <message>
        <source>explosion</source>
        <translation>Explosion</translation>
    </message>
    <message>
        <source>models at the start x M</source>
        <extracomment>the terms of a morale test (rules/morale.py ``terms``, T12) in the log&apos;s words</extracomment>
        <translation>Modelle zu Rundenbeginn x M</translation>
    </message>
    <message>
        <source>complete ranks behind the first</source>
        <translation>vollständige Reihen hinter der ersten</translation>
    </message>
    <message>
        <source>charged</source>
        <translation>Sturmangriff</translation>
    </message>
    <message>
        <source>specialist</source>
        <translation>Spezialist</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>Verluste</translation>
    </message>
    <message>
        <source>attacked in the flank</source>
        <translation>in der Flanke angegriffen</translation>
    </message>
    <message>
        <source>attacked in the rear</source>
        <translation>im Rücken angegriffen</translation>
    </message>
    <message>
        <source>psychology</source>
        <translation>Psychologie</translation>
    </message>
    <message>
        <source>broken through</source>
        <translation>durchbrochen</translation>
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
        <translation>Panzerung {value}, Struktur {n}</translation>
    </message>
    <message>
        <source>armour {value}</source>
        <translation>Panzerung {value}</translation>
    </message>
    <message>
        <source>{attacker} on {target}: {n} gun(s) touched, destroyed</source>
        <translation>{attacker} gegen {target}: {n} Geschütz(e) berührt, zerstört</translation>
    </message>
    <message>
        <source>rams {n} at its front</source>
        <translation>rammt {n} an seiner Front</translation>
    </message>
    <message>
        <source>{n} touching</source>
        <translation>{n} berührend</translation>
    </message>
    <message>
        <source>{count} + {n} behind</source>
        <translation>{count} + {n} dahinter</translation>
    </message>
    <message>
        <source>({count}) x {treffer}</source>
        <translation>({count}) x {treffer}</translation>
    </message>
    <message>
        <source>{attacker} on {target}: {count} = {hits}</source>
        <translation>{attacker} gegen {target}: {count} = {hits}</translation>
    </message>
    <message>
        <source>{line}; {cover} -{n} -&gt; {left}</source>
        <translation>{line}; {cover} -{n} -&gt; {left}</translation>
    </message>
    <message>
        <source>{line}; F armour holds -&gt; 0</source>
        <translation>{line}; F-Panzerung hält -&gt; 0</translation>
    </message>
    <message>
        <source>{hits} ignored: {armour} and no Treffer F</source>
        <translation>{hits} ignoriert: {armour} und kein Treffer F</translation>
    </message>
    <message>
        <source>{hits} + {held} held = {pool}</source>
        <translation>{hits} + {held} gehalten = {pool}</translation>
    </message>
    <message>
        <source>{text}, {armour}: {n} knocked out</source>
        <translation>{text}, {armour}: {n} ausgeschaltet</translation>
    </message>
    <message>
        <source>{text}, {n} taken off</source>
        <translation>{text}, {n} entfernt</translation>
    </message>
    <message>
        <source>{text}, at most {limit}: {n} hits lost</source>
        <translation>{text}, höchstens {limit}: {n} Treffer verfallen</translation>
    </message>
    <message>
        <source>{text}, {n} held to the end of the round</source>
        <translation>{text}, {n} bis zum Ende der Runde gehalten</translation>
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
        <translation>nichts</translation>
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
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>cavalry</source>
        <extracomment>a partial pick: a group chosen by a rubber band or a Shift-click, dragged next (&quot;group-U1-1,U1-2&quot;)</extracomment>
        <translation>Kavallerie</translation>
    </message>
    <message>
        <source>infantry and cavalry</source>
        <translation>Infanterie und Kavallerie</translation>
    </message>
    <message>
        <source>places a command block in {place}</source>
        <translation>stellt einen Befehlsmarker nach {place}</translation>
    </message>
    <message>
        <source>The game is over: {why}</source>
        <extracomment>a rule id as the rulebook writes it (R-MOVE-7, R-FPASS, R-ASLT-10) the rule ids the reason rests on (for a unit of the side not deciding: the rule of what is asked, who decides)</extracomment>
        <translation>Das Spiel ist zu Ende: {why}</translation>
    </message>
    <message>
        <source>{side}: {question} ({rule})</source>
        <translation>{side}: {question} ({rule})</translation>
    </message>
    <message>
        <source>{unit} cannot go to {place}: {reason}.</source>
        <translation>{unit} kann nicht nach {place}: {reason}.</translation>
    </message>
    <message>
        <source>{unit} is a {side} unit, and the {deciding} side decides now</source>
        <translation>{unit} ist eine Einheit der Seite {side}, und jetzt entscheidet die Seite {deciding}</translation>
    </message>
    <message>
        <source>{reason}. {asked}</source>
        <translation>{reason}. {asked}</translation>
    </message>
    <message>
        <source>no blue disc is left in this period&apos;s order box: no order from a block (R-DISC-1, R-ORD-1)</source>
        <translation>im Befehlsfeld dieses Tagesabschnitts liegt keine blaue Befehlsscheibe mehr: kein Befehl von einem Befehlsmarker (R-DISC-1, R-ORD-1)</translation>
    </message>
    <message>
        <source>the single-order box is empty and the double-order box holds fewer than 2 discs (R-DISC-2, R-ORD-2)</source>
        <translation>das Befehlsfeld für einfache Befehle ist leer und das Doppelbefehlsfeld hält weniger als 2 Befehlsscheiben (R-DISC-2, R-ORD-2)</translation>
    </message>
    <message>
        <source>{unit} moves only by an order now: fight the assaults your free moves began, or issue a move order whose units join them (R-MOVE-8)</source>
        <translation>{unit} zieht jetzt nur mit einem Befehl: trage die Angriffskämpfe aus, die deine freien Bewegungen begonnen haben, oder erteile einen Bewegungsbefehl, dessen Einheiten sich anschließen (R-MOVE-8)</translation>
    </message>
    <message>
        <source>{unit} can&apos;t be ordered now: your action this turn is taken; only free moves out of entry boxes are left (R-ACT-1)</source>
        <translation>{unit} kann jetzt keinen Befehl erhalten: deine Aktion in diesem Zug ist ausgeführt; es bleiben nur freie Bewegungen aus Eintrittsfeldern (R-ACT-1)</translation>
    </message>
    <message>
        <source>{unit} is not on the map (R-REIN-1)</source>
        <translation>{unit} steht nicht auf dem Spielplan (R-REIN-1)</translation>
    </message>
    <message>
        <source>{unit} moves or fights only by an order, from a command block of yours in {area} or next to it (R-ORD-1)</source>
        <translation>{unit} zieht oder kämpft nur auf einen Befehl hin, erteilt über einen deiner Befehlsmarker in {area} oder in einem Nachbargebiet (R-ORD-1)</translation>
    </message>
    <message>
        <source>{unit} can move: click it, then a highlighted area (R-MOVE-1)</source>
        <translation>{unit} kann ziehen: klicke auf die Einheit, dann auf ein hervorgehobenes Gebiet (R-MOVE-1)</translation>
    </message>
    <message>
        <source>{unit}: first take an artillery-fire marker from the map: none is left in the supply (R-ART-6)</source>
        <translation>{unit}: nimm zuerst einen Artilleriefeuermarker vom Spielplan: im Vorrat ist keiner mehr (R-ART-6)</translation>
    </message>
    <message>
        <source>{unit}: first choose the assault fought next: click one of the areas entered (R-MOVE-8)</source>
        <translation>{unit}: wähle zuerst den Angriffskampf, der als Nächstes ausgetragen wird: klicke auf eines der betretenen Gebiete (R-MOVE-8)</translation>
    </message>
    <message>
        <source>{unit} is not in {area}, where this decision is (R-ASLT)</source>
        <translation>{unit} steht nicht in {area}, wo diese Entscheidung fällt (R-ASLT)</translation>
    </message>
    <message>
        <source>artillery never takes cubes (R-DMG-2)</source>
        <translation>Artillerie erhält nie Schadensmarker (R-DMG-2)</translation>
    </message>
    <message>
        <source>{unit} can&apos;t take this cube: it goes to an infantry or cavalry unit holding the fewest cubes, never to one it would eliminate while another could take it (R-DMG-2, R-DMG-6)</source>
        <translation>{unit} kann diesen Schadensmarker nicht erhalten: er geht an eine Infanterie- oder Kavallerieeinheit mit den wenigsten Schadensmarkern, nie an eine, die er eliminieren würde, solange eine andere ihn aufnehmen könnte (R-DMG-2, R-DMG-6)</translation>
    </message>
    <message>
        <source>{unit} can&apos;t take this cube: the cubes in {area} go to the defending units of their colour, within their limits (R-DMG-2, R-DMG-8)</source>
        <translation>{unit} kann diesen Schadensmarker nicht erhalten: die Schadensmarker in {area} gehen an die verteidigenden Einheiten ihrer Farbe, soweit diese sie tragen können (R-DMG-2, R-DMG-8)</translation>
    </message>
    <message>
        <source>{unit}: a long-range hit is taken as a cube of a colour whose units in {area} can hold it (R-DMG-7)</source>
        <translation>{unit}: ein Treffer durch Langstreckenfeuer wird als Schadensmarker einer Farbe genommen, deren Einheiten in {area} ihn aufnehmen können (R-DMG-7)</translation>
    </message>
    <message>
        <source>{unit} can&apos;t take this hit: an undamaged artillery unit in {area} takes it (R-ART-5)</source>
        <translation>{unit} kann diesen Treffer nicht erhalten: eine unbeschädigte Artillerieeinheit in {area} erhält ihn (R-ART-5)</translation>
    </message>
    <message>
        <source>{unit} can&apos;t fall back: one of the attacking units in {area} falls back (R-ASLT-5)</source>
        <translation>{unit} kann nicht zurückweichen: eine der angreifenden Einheiten in {area} weicht zurück (R-ASLT-5)</translation>
    </message>
    <message>
        <source>{unit} is not the unit retreating now: {mover} retreats first ({rule})</source>
        <translation>{unit} ist nicht die Einheit, die sich jetzt zurückzieht: zuerst zieht sich {mover} zurück ({rule})</translation>
    </message>
    <message>
        <source>{unit} can&apos;t withdraw: only the defending artillery in {area} withdraws, to an area free of enemy units (R-ASLT-8)</source>
        <translation>{unit} kann nicht abziehen: nur die verteidigende Artillerie in {area} zieht ab, in ein Gebiet ohne feindliche Einheiten (R-ASLT-8)</translation>
    </message>
    <message>
        <source>{unit} can&apos;t ride off: only the artillery in {area} may follow the evading cavalry (R-ASLT-10)</source>
        <translation>{unit} kann nicht davonreiten: nur die Artillerie in {area} darf der ausweichenden Kavallerie folgen (R-ASLT-10)</translation>
    </message>
    <message>
        <source>{unit}: the artillery left in {area} rides off undamaged or retreats damaged: choose with the buttons (R-ASLT-9)</source>
        <translation>{unit}: die in {area} verbliebene Artillerie zieht unbeschädigt mit der Kavallerie ab oder zieht sich beschädigt zurück: wähle mit den Knöpfen (R-ASLT-9)</translation>
    </message>
    <message>
        <source>{unit}: choose the colour of the cube the retreat leaves (R-RET-3, R-RET-4)</source>
        <translation>{unit}: wähle die Farbe des Schadensmarkers, den der Rückzug hinterlässt (R-RET-3, R-RET-4)</translation>
    </message>
    <message>
        <source>{unit}: click the border of the entrenchment marker that goes (R-ENT-5)</source>
        <translation>{unit}: klicke auf die Grenze des Eingrabungsmarkers, der entfernt wird (R-ENT-5)</translation>
    </message>
    <message>
        <source>{unit} has no part in this decision ({rule})</source>
        <translation>{unit} ist an dieser Entscheidung nicht beteiligt ({rule})</translation>
    </message>
    <message>
        <source>{unit} can&apos;t leave {box}: no unit enters an area holding enemy units at night (R-TIME-4, R-REIN-3)</source>
        <translation>{unit} kann {box} nicht verlassen: nachts zieht keine Einheit in ein Gebiet mit feindlichen Einheiten (R-TIME-4, R-REIN-3)</translation>
    </message>
    <message>
        <source>{unit} can&apos;t leave {box}: artillery never enters an area holding enemy units (R-MOVE-4, R-REIN-3)</source>
        <translation>{unit} kann {box} nicht verlassen: Artillerie zieht nie in ein Gebiet mit feindlichen Einheiten (R-MOVE-4, R-REIN-3)</translation>
    </message>
    <message>
        <source>{unit} can&apos;t leave {box} now: {passing} holds more than four units: first move one of them on (R-MOVE-5)</source>
        <translation>{unit} kann {box} jetzt nicht verlassen: in {passing} stehen mehr als vier Einheiten: zuerst eine davon weiterziehen (R-MOVE-5)</translation>
    </message>
    <message>
        <source>{unit} can&apos;t leave {box} now: the over-stacked area&apos;s units need the room to leave it with the second order (R-ORD-2)</source>
        <translation>{unit} kann {box} jetzt nicht verlassen: die Einheiten des überfüllten Gebiets brauchen den Platz, um es mit dem zweiten Befehl zu verlassen (R-ORD-2)</translation>
    </message>
    <message>
        <source>{unit} can&apos;t leave {box}: {area} holds four units of its side already (R-MOVE-5, R-REIN-3)</source>
        <translation>{unit} kann {box} nicht verlassen: in {area} stehen schon vier Einheiten derselben Seite (R-MOVE-5, R-REIN-3)</translation>
    </message>
    <message>
        <source>{unit} can&apos;t leave {box} into {area} at this moment: free moves are made during the side&apos;s own turn, before, with or after its action (R-REIN-3, R-ACT-1)</source>
        <translation>{unit} kann {box} in diesem Moment nicht nach {area} verlassen: freie Bewegungen macht eine Seite in ihrem eigenen Zug, vor, während oder nach ihrer Aktion (R-REIN-3, R-ACT-1)</translation>
    </message>
    <message>
        <source>only artillery fires: {unit} is not artillery (R-ART-1)</source>
        <translation>nur Artillerie feuert: {unit} ist keine Artillerie (R-ART-1)</translation>
    </message>
    <message>
        <source>{unit} has declared its fire already (R-ART-4)</source>
        <translation>das Feuer von {unit} ist schon angesagt (R-ART-4)</translation>
    </message>
    <message>
        <source>artillery never fires out of an entry box (R-REIN-3)</source>
        <translation>Artillerie feuert nie aus einem Eintrittsfeld heraus (R-REIN-3)</translation>
    </message>
    <message>
        <source>no artillery fires at night (R-ART-8)</source>
        <translation>nachts feuert keine Artillerie (R-ART-8)</translation>
    </message>
    <message>
        <source>{unit} is out of reach of this order: artillery fires from {area} or the areas around it (R-ART-1)</source>
        <translation>{unit} ist außer Reichweite dieses Befehls: die Artillerie feuert aus {area} oder den Gebieten ringsum (R-ART-1)</translation>
    </message>
    <message>
        <source>{unit} can&apos;t join this fire: the artillery of two areas at most fires with one order (R-ART-1)</source>
        <translation>{unit} kann sich diesem Feuer nicht anschließen: mit einem Befehl feuert die Artillerie von höchstens zwei Gebieten (R-ART-1)</translation>
    </message>
    <message>
        <source>{unit} has no target: no enemy unit in range and in sight (R-ART-2, R-ART-3)</source>
        <translation>{unit} hat kein Ziel: keine feindliche Einheit in Reichweite und in Sichtlinie (R-ART-2, R-ART-3)</translation>
    </message>
    <message>
        <source>no order can come from {place} now: fight the assaults your free moves began, or issue a move order whose units join them (R-MOVE-8)</source>
        <translation>über {place} kann jetzt kein Befehl erteilt werden: trage die Angriffskämpfe aus, die deine freien Bewegungen begonnen haben, oder erteile einen Bewegungsbefehl, dessen Einheiten sich anschließen (R-MOVE-8)</translation>
    </message>
    <message>
        <source>your action this turn is taken: move units out of entry boxes, or end the turn (R-ACT-1)</source>
        <translation>deine Aktion in diesem Zug ist ausgeführt: ziehe Einheiten aus Eintrittsfeldern oder beende den Zug (R-ACT-1)</translation>
    </message>
    <message>
        <source>the block in {place} holds as many discs as its value (R-ORD-1), and {why}</source>
        <translation>beim Befehlsmarker in {place} liegen so viele Befehlsscheiben, wie sein Wert beträgt (R-ORD-1), und {why}</translation>
    </message>
    <message>
        <source>{place} holds {side} units: a command block goes only where no enemy unit stands (R-BLK-1)</source>
        <translation>in {place} stehen Einheiten der Seite {side}: ein Befehlsmarker kommt nur dorthin, wo keine feindliche Einheit steht (R-BLK-1)</translation>
    </message>
    <message>
        <source>{place} holds a {side} command block: one block per place (R-BLK-1)</source>
        <translation>in {place} steht ein Befehlsmarker ({side}): ein Befehlsmarker je Ort (R-BLK-1)</translation>
    </message>
    <message>
        <source>the block in {place} holds as many discs as its value: no order from it (R-ORD-1)</source>
        <translation>beim Befehlsmarker in {place} liegen so viele Befehlsscheiben, wie sein Wert beträgt: kein Befehl mehr über ihn (R-ORD-1)</translation>
    </message>
    <message>
        <source>all your command blocks are on the map: remove one before you place one in {place} (R-BLK-1, R-BLK-2)</source>
        <translation>alle deine Befehlsmarker stehen auf dem Spielplan: entferne einen, bevor du einen nach {place} stellst (R-BLK-1, R-BLK-2)</translation>
    </message>
    <message>
        <source>none of your command blocks can go to {place} now (R-BLK-1)</source>
        <translation>keiner deiner Befehlsmarker kann jetzt nach {place} (R-BLK-1)</translation>
    </message>
    <message>
        <source>choose a unit first, then where it goes: the units of {area} move (R-MOVE-1, R-ORD-1)</source>
        <translation>wähle zuerst eine Einheit, dann ihr Ziel: die Einheiten aus {area} ziehen (R-MOVE-1, R-ORD-1)</translation>
    </message>
    <message>
        <source>choose a firing artillery unit first, then its target (R-ART-1, R-ART-4)</source>
        <translation>wähle zuerst eine feuernde Artillerieeinheit, dann ihr Ziel (R-ART-1, R-ART-4)</translation>
    </message>
    <message>
        <source>{place} holds no artillery-fire marker to take (R-ART-6)</source>
        <translation>in {place} liegt kein Artilleriefeuermarker, den du nehmen könntest (R-ART-6)</translation>
    </message>
    <message>
        <source>no assault waits in {place}: the assaults to fight are in {areas} (R-MOVE-8)</source>
        <translation>in {place} steht kein Angriffskampf an: die auszutragenden Angriffskämpfe sind in {areas} (R-MOVE-8)</translation>
    </message>
    <message>
        <source>{unit} cannot retreat to {place}: an attacking unit retreats to the area it came from (R-RET-1)</source>
        <translation>{unit} kann sich nicht nach {place} zurückziehen: eine angreifende Einheit zieht sich in das Gebiet zurück, aus dem sie gekommen ist (R-RET-1)</translation>
    </message>
    <message>
        <source>{unit} cannot retreat to {place}: a defender retreats next to {area}, near a block of its side, not into enemy units nor where the attackers came from (R-RET-2, R-RET-3)</source>
        <translation>{unit} kann sich nicht nach {place} zurückziehen: ein Verteidiger zieht sich in ein Nachbargebiet von {area} zurück, in die Nähe eines Befehlsmarkers seiner Seite, nicht zu feindlichen Einheiten und nicht dorthin, woher die Angreifer kamen (R-RET-2, R-RET-3)</translation>
    </message>
    <message>
        <source>the artillery cannot withdraw to {place}: it withdraws to an area next to {area} without enemy units, as a retreat goes (R-ASLT-8, R-RET-2)</source>
        <translation>die Artillerie kann nicht nach {place} abziehen: sie zieht wie bei einem Rückzug in ein Nachbargebiet von {area} ohne feindliche Einheiten ab (R-ASLT-8, R-RET-2)</translation>
    </message>
    <message>
        <source>the artillery follows the cavalry&apos;s own path or stays: {place} is not on it (R-ASLT-10)</source>
        <translation>die Artillerie folgt dem Weg der Kavallerie oder bleibt: {place} liegt nicht auf diesem Weg (R-ASLT-10)</translation>
    </message>
    <message>
        <source>the artillery cannot go to {place}: it rides off with the cavalry or retreats damaged (R-ASLT-9)</source>
        <translation>die Artillerie kann nicht nach {place}: sie zieht unbeschädigt mit der Kavallerie ab oder zieht sich beschädigt zurück (R-ASLT-9)</translation>
    </message>
    <message>
        <source>click a unit in {area}: the decision is about its units ({rule})</source>
        <translation>klicke auf eine Einheit in {area}: die Entscheidung betrifft die Einheiten dort ({rule})</translation>
    </message>
    <message>
        <source>choose a colour (a unit of that colour in {area}, or a button): {place} is not part of it ({rule})</source>
        <translation>wähle eine Farbe (eine Einheit dieser Farbe in {area} oder einen Knopf): {place} gehört nicht dazu ({rule})</translation>
    </message>
    <message>
        <source>click the border of the marker in {area} that goes (R-ENT-5)</source>
        <translation>klicke auf die Grenze des Markers in {area}, der entfernt wird (R-ENT-5)</translation>
    </message>
    <message>
        <source>{place} has no part in this decision ({rule})</source>
        <translation>{place} ist an dieser Entscheidung nicht beteiligt ({rule})</translation>
    </message>
    <message>
        <source>{what} is out of reach of this order: it goes to the units of {disc} or of an area next to it (R-ORD-1)</source>
        <translation>{what} ist außer Reichweite dieses Befehls: er gilt den Einheiten in {disc} oder in einem Nachbargebiet (R-ORD-1)</translation>
    </message>
    <message>
        <source>{what} is in an entry box: its units leave it by free moves, not by an order (R-REIN-3)</source>
        <translation>{what} ist in einem Eintrittsfeld: die Einheiten dort verlassen es durch freie Bewegungen, nicht durch einen Befehl (R-REIN-3)</translation>
    </message>
    <message>
        <source>{area} holds none of your units to order (R-ORD-1)</source>
        <translation>in {area} steht keine deiner Einheiten, der ein Befehl gelten könnte (R-ORD-1)</translation>
    </message>
    <message>
        <source>the units in {area} wait for their assault (R-MOVE-8)</source>
        <translation>die Einheiten in {area} warten auf ihren Angriffskampf (R-MOVE-8)</translation>
    </message>
    <message>
        <source>{what} cannot leave {area}: {why}</source>
        <translation>{what} kann {area} nicht verlassen: {why}</translation>
    </message>
    <message>
        <source>the units in {area} cannot leave: {why}</source>
        <translation>die Einheiten in {area} können nicht abziehen: {why}</translation>
    </message>
    <message>
        <source>click the area {area} to order its units to move, or choose another order above (R-ORD-1, R-ORD-3)</source>
        <translation>klicke auf das Gebiet {area}, um seinen Einheiten die Bewegung zu befehlen, oder wähle oben einen anderen Befehl (R-ORD-1, R-ORD-3)</translation>
    </message>
    <message>
        <source>a second order that joins the assaults moves units into them: the units of {area} can&apos;t (R-ORD-2, R-MOVE-8)</source>
        <translation>ein zweiter Befehl, der sich den Angriffskämpfen anschließt, bewegt Einheiten in sie hinein: die Einheiten aus {area} können das nicht (R-ORD-2, R-MOVE-8)</translation>
    </message>
    <message>
        <source>the units in {area} have nowhere to move: every area next to it is full, or holds enemy units they may not enter (R-MOVE-2, R-MOVE-4, R-MOVE-5, R-TIME-4)</source>
        <translation>die Einheiten in {area} können nirgendwohin ziehen: jedes Nachbargebiet ist voll oder enthält feindliche Einheiten, zu denen sie nicht ziehen dürfen (R-MOVE-2, R-MOVE-4, R-MOVE-5, R-TIME-4)</translation>
    </message>
    <message>
        <source>{unit} leaves {box} only into {area} (R-REIN-3)</source>
        <translation>{unit} kann {box} nur nach {area} verlassen (R-REIN-3)</translation>
    </message>
    <message>
        <source>{unit} can&apos;t fire at {place}: out of range or out of sight, or no enemy unit there (R-ART-2, R-ART-3)</source>
        <translation>{unit} kann nicht auf {place} feuern: außer Reichweite oder außer Sicht, oder dort steht keine feindliche Einheit (R-ART-2, R-ART-3)</translation>
    </message>
    <message>
        <source>{unit} cannot go to {place} now: {why}</source>
        <translation>{unit} kann jetzt nicht nach {place}: {why}</translation>
    </message>
    <message>
        <source>no entrenchment along the border of {area} and {other}: a marker goes in an area of your units this order reaches (R-ENT-1)</source>
        <translation>kein Eingraben an der Grenze zwischen {area} und {other}: ein Marker kommt in ein Gebiet mit deinen Einheiten, das dieser Befehl erreicht (R-ENT-1)</translation>
    </message>
    <message>
        <source>a second order that joins the assaults moves units: no entrenchment now (R-ORD-2)</source>
        <translation>ein zweiter Befehl, der sich den Angriffskämpfen anschließt, bewegt Einheiten: jetzt kein Eingraben (R-ORD-2)</translation>
    </message>
    <message>
        <source>{area} holds two entrenchment markers already (R-ENT-1)</source>
        <translation>in {area} liegen schon zwei Eingrabungsmarker (R-ENT-1)</translation>
    </message>
    <message>
        <source>no entrenchment marker is left in the supply (R-ENT-1, R-COMP)</source>
        <translation>kein Eingrabungsmarker mehr im Vorrat (R-ENT-1, R-COMP)</translation>
    </message>
    <message>
        <source>no marker in {area} faces {other}: click the border of one that does (R-ENT-5)</source>
        <translation>kein Marker in {area} hat Front gegen {other}: klicke auf die Grenze eines Markers, bei dem das so ist (R-ENT-5)</translation>
    </message>
    <message>
        <source>borders are chosen only for entrenchments, by an order (R-ENT-1, R-ENT-2)</source>
        <translation>Grenzen werden nur für Eingrabungen gewählt, mit einem Befehl (R-ENT-1, R-ENT-2)</translation>
    </message>
    <message>
        <source>{unit} is a {side} unit, and the {deciding} side decides now. {asked}</source>
        <translation>{unit} ist eine Einheit der Seite {side}, und jetzt entscheidet die Seite {deciding}. {asked}</translation>
    </message>
    <message>
        <source>the cube supply is exhausted</source>
        <translation>der Vorrat an Schadensmarkern ist erschöpft</translation>
    </message>
    <message>
        <source>no {colour} cube is left: {unit} is removed</source>
        <translation>kein Schadensmarker ({colour}) mehr im Vorrat: {unit} wird entfernt</translation>
    </message>
    <message>
        <source>{side}&apos;s {n} set-aside command block is available again ({values})</source>
        <translation>{side}: {n} beiseitegelegter Befehlsmarker steht wieder zur Verfügung ({values})</translation>
    </message>
    <message>
        <source>{side}&apos;s {n} set-aside command block is available again</source>
        <translation>{side}: {n} beiseitegelegter Befehlsmarker steht wieder zur Verfügung</translation>
    </message>
    <message>
        <source>{unit} takes a cube ({n})</source>
        <translation>{unit} erhält einen Schadensmarker ({n})</translation>
    </message>
    <message>
        <source>{n} cubes</source>
        <translation>{n} Schadensmarker</translation>
    </message>
    <message>
        <source>{unit} retreats instead of taking a cube</source>
        <translation>{unit} zieht sich zurück, statt einen Schadensmarker zu erhalten</translation>
    </message>
    <message>
        <source>cavalry evades a cube</source>
        <translation>Kavallerie weicht einem Schadensmarker aus</translation>
    </message>
    <message>
        <source>{n} cube hits your units in {area}: choose the unit that takes it</source>
        <translation>{n} Schadensmarker für deine Einheiten in {area}: wähle die Einheit, die ihn erhält</translation>
    </message>
    <message>
        <source>{n} cubes hit your units in {area}: choose the unit that takes the next one</source>
        <translation>{n} Schadensmarker für deine Einheiten in {area}: wähle die Einheit, die den nächsten erhält</translation>
    </message>
    <message>
        <source>assign the {colour} cubes already in {area} to your defending units ({n} left)</source>
        <translation>die Schadensmarker ({colour}), die schon in {area} liegen, deinen Verteidigern zuweisen (noch {n})</translation>
    </message>
    <message>
        <source>cavalry evades the cube</source>
        <translation>Kavallerie weicht dem Schadensmarker aus</translation>
    </message>
    <message>
        <source>long-range fire hits your units in {area}: choose the colour of the cube</source>
        <translation>Langstreckenfeuer trifft deine Einheiten in {area}: wähle die Farbe des Schadensmarkers</translation>
    </message>
    <message>
        <source>a cube is placed in {area}: choose its colour</source>
        <translation>ein Schadensmarker wird in {area} gelegt: wähle seine Farbe</translation>
    </message>
    <message>
        <source>no effect</source>
        <extracomment>How a table result reads in the log.</extracomment>
        <translation>keine Wirkung</translation>
    </message>
    <message>
        <source>1 cube</source>
        <translation>1 Schadensmarker</translation>
    </message>
    <message>
        <source>M (morale check)</source>
        <translation>M (Moralprüfung)</translation>
    </message>
    <message>
        <source>D (disruption)</source>
        <translation>D (Unterbrechung)</translation>
    </message>
    <message>
        <source>R (retreat)</source>
        <translation>R (Rückzug)</translation>
    </message>
    <message>
        <source>E (eliminated)</source>
        <translation>E (eliminiert)</translation>
    </message>
    <message>
        <source>C (counter-attack)</source>
        <translation>C (Gegenangriff)</translation>
    </message>
    <message>
        <source>armour {armour}: {n} knocked out, {left} of {structure} left</source>
        <translation>Panzerung {armour}: {n} ausgeschaltet, {left} von {structure} übrig</translation>
    </message>
    <message>
        <source>F armour {armour} holds (FL-HIT-3)</source>
        <translation>F-Panzerung {armour} hält (FL-HIT-3)</translation>
    </message>
    <message>
        <source>{effect}, {n} held to the end of the round</source>
        <translation>{effect}, {n} bis zum Ende der Runde gehalten</translation>
    </message>
    <message>
        <source>{what}; {effect}</source>
        <translation>{what}; {effect}</translation>
    </message>
    <message>
        <source>{part} is destroyed and gone from the table</source>
        <translation>{part} ist zerstört und vom Spielfeld genommen</translation>
    </message>
    <message>
        <source>{unit} rams {part}: {hits}{f}</source>
        <translation>{unit} rammt {part}: {hits}{f}</translation>
    </message>
    <message>
        <source>{unit} attacks {part}: {n} touching = {n} hits</source>
        <translation>{unit} greift {part} an: {n} in Kontakt = {n} Treffer</translation>
    </message>
    <message>
        <source>the strip strikes {part}: {hits}</source>
        <translation>der Streifen trifft {part}: {hits}</translation>
    </message>
    <message>
        <source>the disc strikes {part}: {hits}</source>
        <translation>die Scheibe trifft {part}: {hits}</translation>
    </message>
    <message>
        <source>1 hit</source>
        <translation>1 Treffer</translation>
    </message>
    <message>
        <source>{unit} moves from {origin} to {dest}</source>
        <translation>{unit} zieht von {origin} nach {dest}</translation>
    </message>
    <message>
        <source>{unit} enters from {origin} to {dest}</source>
        <translation>{unit} zieht aus {origin} nach {dest}</translation>
    </message>
    <message>
        <source>{unit} arrives to {dest}</source>
        <translation>{unit} trifft in {dest} ein</translation>
    </message>
    <message>
        <source>{unit} retreats from {origin} to {dest}</source>
        <translation>{unit} zieht sich von {origin} nach {dest} zurück</translation>
    </message>
    <message>
        <source>{unit} retreats from {origin} through {via} to {dest}</source>
        <translation>{unit} zieht sich von {origin} über {via} nach {dest} zurück</translation>
    </message>
    <message>
        <source>{unit} withdraws from {origin} to {dest}</source>
        <translation>{unit} zieht sich unbeschädigt von {origin} nach {dest} zurück</translation>
    </message>
    <message>
        <source>{unit} withdraws from {origin} through {via} to {dest}</source>
        <translation>{unit} zieht sich unbeschädigt von {origin} über {via} nach {dest} zurück</translation>
    </message>
    <message>
        <source>{unit} is set up in {dest}</source>
        <translation>{unit} wird in {dest} aufgestellt</translation>
    </message>
    <message>
        <source>nothing has been done yet</source>
        <extracomment>why undo is not possible (Gateway.undo_reason)</extracomment>
        <translation>es ist noch nichts geschehen</translation>
    </message>
    <message>
        <source>undo is off in this game</source>
        <translation>Rückgängig ist in diesem Spiel ausgeschaltet</translation>
    </message>
    <message>
        <source>a die was rolled: rolls are never taken back</source>
        <translation>es wurde gewürfelt: Würfe werden nie zurückgenommen</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist zu Ende</translation>
    </message>
    <message>
        <source>as artillery leaves</source>
        <extracomment>reasons given by more than one rule</extracomment>
        <translation>da die Artillerie abzieht</translation>
    </message>
    <message>
        <source>no unit of their colour is left</source>
        <translation>keine Einheit ihrer Farbe ist mehr da</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Spieldauer</translation>
    </message>
    <message>
        <source>{n} rounds, {turns} turns each</source>
        <extracomment>ticked when New game opens (D13: the fog of war is on by default) D26&apos;s setting: no battlefield object is broken (game/demolition.py asks) FL-STR-2&apos;s other reading (D26): in melee, infantry and cavalry break F-armoured objects too FL-MOVE-8, D13: hidden movement, each side shown only the enemy units it sees (game/fog.py) FL-RUL-8 [ruling]: 6 to 12 rounds, even numbers only (both players active equally often); a battle file gives its own (12 by default), these choose another; and the structures&apos; two settings (D26)</extracomment>
        <translation>{n} Runden, je {turns} Züge</translation>
    </message>
    <message>
        <source>Fog of war: enemy units shown only while one of your models sees them</source>
        <translation>Nebel des Krieges: gegnerische Einheiten nur gezeigt, solange eines deiner Modelle sie sieht</translation>
    </message>
    <message>
        <source>Indestructible terrain: no battlefield object is broken</source>
        <translation>Unzerstörbares Gelände: kein Objekt auf dem Schlachtfeld wird zerstört</translation>
    </message>
    <message>
        <source>Melee ignores the F armour of structures: walls, trenches, buildings and bunkers break too</source>
        <translation>Der Nahkampf übergeht die F-Panzerung von Strukturen: auch Mauern, Schützengräben, Gebäude und Bunker werden zerstört</translation>
    </message>
    <message>
        <source>The game is over: a draw. {why}</source>
        <translation>Das Spiel ist zu Ende: unentschieden. {why}</translation>
    </message>
    <message>
        <source>The game is over: {side} wins. {why}</source>
        <translation>Das Spiel ist zu Ende: {side} gewinnt. {why}</translation>
    </message>
    <message>
        <source>The game is over: {side} victory. {why}</source>
        <translation>Das Spiel ist zu Ende: Sieg der Seite {side}. {why}</translation>
    </message>
    <message>
        <source>{side}: {question}</source>
        <extracomment>the information keys (``information_key``): a digest of the public history, and side -&gt; a digest of its secrets what undo and a failed action put back: the pickled state, the legal list, whether sorted, the keys the rules this gateway plays (set by the ruleset&apos;s game class) the information keys: a digest of the public history (every action in its public form, with the dice it rolled) and, per side, a digest of its own secrets (``information_key``) why undo is not possible now (``undo_reason``) the state to replay from if an action fails half-way (see ``apply``) (index in ``history``, side, its public form) of every action holding its side&apos;s secret (the snapshot before an action, the action&apos;s index in ``history``), the last on top</extracomment>
        <translation>{side}: {question}</translation>
    </message>
    <message>
        <source>the {side} decisions are done: the {other} side is deciding now</source>
        <translation>die Entscheidungen der Seite {side} sind getroffen: jetzt entscheidet die Seite {other}</translation>
    </message>
    <message>
        <source>The Confederate player conceded (R-WIN-3).</source>
        <extracomment>verbs whose legal actions name one unit per class of units the rules can&apos;t tell apart (damage.representatives; ruleset.stands_in)</extracomment>
        <translation>Der Konföderationsspieler hat aufgegeben (R-WIN-3).</translation>
    </message>
    <message>
        <source>the Confederates concede: the Union wins</source>
        <translation>die Konföderation gibt auf: die Union gewinnt</translation>
    </message>
    <message>
        <source>nothing to undo yet: {why}</source>
        <translation>noch nichts rückgängig zu machen: {why}</translation>
    </message>
    <message>
        <source>the only choice: {side} {what}</source>
        <extracomment>the ruleset&apos;s name, as records name it (``ruleset:``) which reading of the rules the engine plays; a record names it rules version -&gt; what changed from the version before the sides, in the order they are listed (OpenSpiel&apos;s players) whether a side&apos;s view hides anything from the others (secret values, secret rolls): the window&apos;s hot seat then hands the screen over behind a curtain; a game of open information sets False and needs none variant name -&gt; its description (optional rules, off unless chosen) event kind -&gt; what it tells (the ruleset&apos;s event vocabulary) verbs whose lone legal action the log tells as &quot;the only choice: ...&quot; the keys of its events&apos; data that name a place on the map, in order (``Event.places(keys)``: where the log and the window show an event)</extracomment>
        <translation>einzige Möglichkeit für die Seite {side}: {what}</translation>
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
        <translation>{purpose}: {face} gewürfelt</translation>
    </message>
    <message>
        <source>{roll}: {result}</source>
        <translation>{roll}: {result}</translation>
    </message>
    <message>
        <source>the entrenchment marker in {area} facing {border} is removed as {unit} arrives</source>
        <translation>der Eingrabungsmarker in {area} mit Front gegen {border} wird entfernt, da {unit} eintrifft</translation>
    </message>
    <message>
        <source>all entrenchment markers in {area} are removed: {why}</source>
        <translation>alle Eingrabungsmarker in {area} werden entfernt: {why}</translation>
    </message>
    <message>
        <source>the artillery-fire marker in {area} is removed {why}</source>
        <translation>der Artilleriefeuermarker in {area} wird entfernt, {why}</translation>
    </message>
    <message>
        <source>the artillery-fire marker in {area} is removed</source>
        <translation>der Artilleriefeuermarker in {area} wird entfernt</translation>
    </message>
    <message>
        <source>the disruption marker in {area} is removed {why}</source>
        <translation>der Unterbrechungsmarker in {area} wird entfernt, {why}</translation>
    </message>
    <message>
        <source>the disruption marker in {area} is removed</source>
        <translation>der Unterbrechungsmarker in {area} wird entfernt</translation>
    </message>
    <message>
        <source>{unit} is eliminated in {place}: {why}</source>
        <translation>{unit} wird in {place} eliminiert: {why}</translation>
    </message>
    <message>
        <source>{unit} is eliminated in {place}</source>
        <translation>{unit} wird in {place} eliminiert</translation>
    </message>
    <message>
        <source>the {n} cubes of {unit} lie loose in {place} again</source>
        <translation>die {n} Schadensmarker von {unit} liegen wieder frei in {place}</translation>
    </message>
    <message>
        <source>the {n} cube of {unit} lies loose in {place} again</source>
        <translation>der {n} Schadensmarker von {unit} liegt wieder frei in {place}</translation>
    </message>
    <message>
        <source>{n} cubes in {place} assigned to {unit}, now holding {held}</source>
        <translation>{n} Schadensmarker in {place} an {unit} zugewiesen, jetzt mit {held}</translation>
    </message>
    <message>
        <source>{n} cube in {place} assigned to {unit}, now holding {held}</source>
        <translation>{n} Schadensmarker in {place} an {unit} zugewiesen, jetzt mit {held}</translation>
    </message>
    <message>
        <source>{unit} takes {n} cubes along from {place}</source>
        <translation>{unit} nimmt {n} Schadensmarker aus {place} mit</translation>
    </message>
    <message>
        <source>{unit} takes {n} cube along from {place}</source>
        <translation>{unit} nimmt {n} Schadensmarker aus {place} mit</translation>
    </message>
    <message>
        <source>no {colour} cube is left: {unit} is removed with {n} cube</source>
        <translation>kein Schadensmarker ({colour}) mehr im Vorrat: {unit} wird mit {n} Schadensmarker entfernt</translation>
    </message>
    <message>
        <source>no {colour} cube is left: {unit} is removed with {n} cubes</source>
        <translation>kein Schadensmarker ({colour}) mehr im Vorrat: {unit} wird mit {n} Schadensmarkern entfernt</translation>
    </message>
    <message>
        <source>a {colour} cube is placed in {place}</source>
        <translation>ein Schadensmarker ({colour}) wird in {place} gelegt</translation>
    </message>
    <message>
        <source>a {colour} cube moves from {origin} to {place}</source>
        <translation>ein Schadensmarker ({colour}) wird von {origin} nach {place} verschoben</translation>
    </message>
    <message>
        <source>{unit} takes {n} cubes</source>
        <translation>{unit} erhält {n} Schadensmarker</translation>
    </message>
    <message>
        <source>{n} {colour} cubes in {place} go back to the supply: {why}</source>
        <translation>{n} Schadensmarker ({colour}) in {place} kommen zurück in den Vorrat: {why}</translation>
    </message>
    <message>
        <source>{n} {colour} cube in {place} goes back to the supply: {why}</source>
        <translation>{n} Schadensmarker ({colour}) in {place} kommt zurück in den Vorrat: {why}</translation>
    </message>
    <message>
        <source>{n} {colour} cubes in {place} go back to the supply</source>
        <translation>{n} Schadensmarker ({colour}) in {place} kommen zurück in den Vorrat</translation>
    </message>
    <message>
        <source>{n} {colour} cube in {place} goes back to the supply</source>
        <translation>{n} Schadensmarker ({colour}) in {place} kommt zurück in den Vorrat</translation>
    </message>
    <message>
        <source>no disruption marker is left for {area}</source>
        <translation>kein Unterbrechungsmarker mehr für {area} übrig</translation>
    </message>
    <message>
        <source>a disruption marker is placed in {area}</source>
        <translation>ein Unterbrechungsmarker wird in {area} gelegt</translation>
    </message>
    <message>
        <source>the {side} command block in {place} is removed with {n} disc and set aside</source>
        <translation>der Befehlsmarker ({side}) in {place} wird mit {n} Befehlsscheibe entfernt und beiseitegelegt</translation>
    </message>
    <message>
        <source>the {side} command block in {place} (value {value}) is removed with {n} disc and set aside</source>
        <translation>der Befehlsmarker ({side}) in {place} (Wert {value}) wird mit {n} Befehlsscheibe entfernt und beiseitegelegt</translation>
    </message>
    <message>
        <source>the {side} command block in {place} is removed with {n} discs and set aside</source>
        <translation>der Befehlsmarker ({side}) in {place} wird mit {n} Befehlsscheiben entfernt und beiseitegelegt</translation>
    </message>
    <message>
        <source>the {side} command block in {place} (value {value}) is removed with {n} discs and set aside</source>
        <translation>der Befehlsmarker ({side}) in {place} (Wert {value}) wird mit {n} Befehlsscheiben entfernt und beiseitegelegt</translation>
    </message>
    <message>
        <source>{side} places a command block in {place}</source>
        <translation>{side}: Befehlsmarker nach {place} gestellt</translation>
    </message>
    <message>
        <source>{side} places a command block of value {value} in {place}</source>
        <translation>{side}: Befehlsmarker mit Wert {value} nach {place} gestellt</translation>
    </message>
    <message>
        <source>{side}&apos;s {n} set-aside command blocks are available again</source>
        <translation>{side}: die {n} beiseitegelegten Befehlsmarker stehen wieder zur Verfügung</translation>
    </message>
    <message>
        <source>{side}&apos;s {n} set-aside command blocks are available again ({values})</source>
        <translation>{side}: die {n} beiseitegelegten Befehlsmarker stehen wieder zur Verfügung ({values})</translation>
    </message>
    <message>
        <source>{area} holds more than four units: first move one of them on (R-MOVE-5)</source>
        <translation>In {area} stehen mehr als vier Einheiten: zuerst eine davon weiterziehen (R-MOVE-5)</translation>
    </message>
    <message>
        <source>{unit} has moved already: infantry and artillery move one area, cavalry two (R-MOVE-1)</source>
        <translation>{unit} ist schon gezogen: Infanterie und Artillerie ziehen ein Gebiet weit, Kavallerie zwei (R-MOVE-1)</translation>
    </message>
    <message>
        <source>{unit} waits for its assault in {area} (R-MOVE-8)</source>
        <translation>{unit} wartet auf seinen Angriffskampf in {area} (R-MOVE-8)</translation>
    </message>
    <message>
        <source>{unit} is not in {area}, the area ordered (R-ORD-1)</source>
        <translation>{unit} steht nicht in {area}, dem Gebiet mit dem Befehl (R-ORD-1)</translation>
    </message>
    <message>
        <source>{dest} does not share a border with {area}: units move from area to area across a shared border, never across a corner (R-MOVE-1, R-MOVE-3)</source>
        <translation>{dest} hat keine gemeinsame Grenze mit {area}: Einheiten ziehen über eine gemeinsame Grenze von Gebiet zu Gebiet, nie über einen Eckpunkt (R-MOVE-1, R-MOVE-3)</translation>
    </message>
    <message>
        <source>the units staying in {area} could not hold its cubes if {unit} left (R-MOVE-6, R-DMG-2)</source>
        <translation>die in {area} bleibenden Einheiten könnten dessen Schadensmarker nicht aufnehmen, wenn {unit} abzöge (R-MOVE-6, R-DMG-2)</translation>
    </message>
    <message>
        <source>no unit enters an area holding enemy units at night (R-TIME-4)</source>
        <translation>nachts zieht keine Einheit in ein Gebiet mit feindlichen Einheiten (R-TIME-4)</translation>
    </message>
    <message>
        <source>one unit must stay: the area is disrupted (R-MOVE-7)</source>
        <extracomment>R-MOVE-7: why the last infantry or cavalry unit of a disrupted area stays</extracomment>
        <translation>eine Einheit muss bleiben: das Gebiet ist unterbrochen (R-MOVE-7)</translation>
    </message>
    <message>
        <source>it stands there already: it moves to an area next to {area} (R-MOVE-1)</source>
        <extracomment>the OrderFrame that issued this move (its ``turn`` holds the pending assaults); None for a probe that never moves (``can_move``) R-ORD-2: areas the second order of a double order can reach (None: no over-stacking) R-ORD-2: the over-stacked area this (second) order must bring back within the limit R-MOVE-5 [ruling]: the full area a unit just passed into; the next move relieves it</extracomment>
        <translation>sie steht schon dort: sie zieht in ein Gebiet neben {area} (R-MOVE-1)</translation>
    </message>
    <message>
        <source>artillery never enters an area holding enemy units (R-MOVE-4)</source>
        <translation>Artillerie zieht nie in ein Gebiet mit feindlichen Einheiten (R-MOVE-4)</translation>
    </message>
    <message>
        <source>four units have crossed from {area} into {dest} in this order already, the most a road allows (R-MOVE-2)</source>
        <translation>mit diesem Befehl sind schon vier Einheiten von {area} nach {dest} gezogen, das Höchste, was eine Straße erlaubt (R-MOVE-2)</translation>
    </message>
    <message>
        <source>two units have crossed from {area} into {dest} in this order already, the most across a border into an enemy-held area (R-MOVE-2)</source>
        <translation>mit diesem Befehl sind schon zwei Einheiten von {area} nach {dest} gezogen, das Höchste über eine Grenze in ein feindlich besetztes Gebiet (R-MOVE-2)</translation>
    </message>
    <message>
        <source>two units have crossed from {area} into {dest} in this order already, the most across a border with no road (R-MOVE-2)</source>
        <translation>mit diesem Befehl sind schon zwei Einheiten von {area} nach {dest} gezogen, das Höchste über eine Grenze ohne Straße (R-MOVE-2)</translation>
    </message>
    <message>
        <source>{dest} holds four {side} units already, and none of this order could move on out of it (R-MOVE-5)</source>
        <translation>In {dest} stehen schon vier Einheiten der Seite {side}, und keine Einheit dieses Befehls könnte von dort weiterziehen (R-MOVE-5)</translation>
    </message>
    <message>
        <source>{unit} can&apos;t move into {dest} now (R-MOVE, R-ORD-2)</source>
        <translation>{unit} kann jetzt nicht nach {dest} ziehen (R-MOVE, R-ORD-2)</translation>
    </message>
    <message>
        <source>no area next to {area} can take {unit} in this order now: the border limits, stacking, and no artillery or night move into the enemy (R-MOVE-2, R-MOVE-4, R-MOVE-5, R-TIME-4)</source>
        <translation>kein Nachbargebiet von {area} kann {unit} mit diesem Befehl jetzt aufnehmen: Grenzlimit, Gebietslimit, und weder Artillerie noch nächtliche Bewegung in feindliche Gebiete (R-MOVE-2, R-MOVE-4, R-MOVE-5, R-TIME-4)</translation>
    </message>
    <message>
        <source>{area} holds more than four units: move one of them on (R-MOVE-5)</source>
        <translation>In {area} stehen mehr als vier Einheiten: ziehe eine davon weiter (R-MOVE-5)</translation>
    </message>
    <message>
        <source>move units out of {area} (cavalry up to two areas), then end the move</source>
        <translation>Einheiten aus {area} bewegen (Kavallerie bis zu zwei Gebiete weit), dann die Bewegung beenden</translation>
    </message>
    <message>
        <source>{side} orders the units in {area} to move</source>
        <translation>{side}: Bewegungsbefehl für die Einheiten in {area}</translation>
    </message>
    <message>
        <source>{side} orders artillery fire from around {area}</source>
        <translation>{side}: Befehl Artilleriefeuer rund um {area}</translation>
    </message>
    <message>
        <source>{side} passes</source>
        <translation>{side}: Passen</translation>
    </message>
    <message>
        <source>{side} reorganizes {area}</source>
        <translation>{side}: Neuorganisation in {area}</translation>
    </message>
    <message>
        <source>{side} orders the artillery-fire marker in {area} removed</source>
        <translation>{side}: Befehl, den Artilleriefeuermarker in {area} zu entfernen</translation>
    </message>
    <message>
        <source>{side} entrenches in {area}</source>
        <translation>{side}: Eingraben in {area}</translation>
    </message>
    <message>
        <source>an entrenchment marker is placed in {area} facing {border}: the entrenchment is complete</source>
        <translation>ein Eingrabungsmarker wird in {area} gelegt, Front gegen {border}: die Eingrabung ist fertig</translation>
    </message>
    <message>
        <source>an entrenchment marker is placed in {area} facing {border}</source>
        <translation>ein Eingrabungsmarker wird in {area} gelegt, Front gegen {border}</translation>
    </message>
    <message>
        <source>{side} moves an entrenchment in {area}</source>
        <translation>{side}: Eingrabungsmarker in {area} versetzt</translation>
    </message>
    <message>
        <source>an entrenchment marker in {area} is moved from facing {old} to facing {new}</source>
        <translation>ein Eingrabungsmarker in {area} wird von der Grenze zu {old} an die Grenze zu {new} versetzt</translation>
    </message>
    <message>
        <source>{side} reinforces {dest} from {origin}</source>
        <translation>{side}: Verstärkung von {origin} nach {dest}</translation>
    </message>
    <message>
        <source>order (order {i} of 2): move more units into the pending assault(s), or fight them now</source>
        <translation>Befehl ({i} von 2): weitere Einheiten in die anstehenden Angriffskämpfe ziehen oder sie jetzt austragen</translation>
    </message>
    <message>
        <source>order: move more units into the pending assault(s), or fight them now</source>
        <translation>Befehl: weitere Einheiten in die anstehenden Angriffskämpfe ziehen oder sie jetzt austragen</translation>
    </message>
    <message>
        <source>choose the order for the disc in {place} (order {i} of 2): it goes to the units of that area or an adjacent one</source>
        <translation>wähle den Befehl für die Befehlsscheibe in {place} (Befehl {i} von 2): er gilt den Einheiten dieses oder eines benachbarten Gebiets</translation>
    </message>
    <message>
        <source>choose the order for the disc in {place}: it goes to the units of that area or an adjacent one</source>
        <translation>wähle den Befehl für die Befehlsscheibe in {place}: er gilt den Einheiten dieses oder eines benachbarten Gebiets</translation>
    </message>
    <message>
        <source>{unit} arrives in {area}: choose the entrenchment marker it removes</source>
        <translation>{unit} trifft in {area} ein: wähle den Eingrabungsmarker, der entfernt wird</translation>
    </message>
    <message>
        <source>1 July morning</source>
        <extracomment>R-TIME-1: the game ends at the latest after the afternoon of 3 July. the periods&apos; names in the engine&apos;s texts (translatable; the same English words)</extracomment>
        <translation>1. Juli, Morgen</translation>
    </message>
    <message>
        <source>1 July midday</source>
        <translation>1. Juli, Mittag</translation>
    </message>
    <message>
        <source>1 July afternoon</source>
        <translation>1. Juli, Nachmittag</translation>
    </message>
    <message>
        <source>1 July night</source>
        <translation>1. Juli, Nacht</translation>
    </message>
    <message>
        <source>2 July morning</source>
        <translation>2. Juli, Morgen</translation>
    </message>
    <message>
        <source>2 July midday</source>
        <translation>2. Juli, Mittag</translation>
    </message>
    <message>
        <source>2 July afternoon</source>
        <translation>2. Juli, Nachmittag</translation>
    </message>
    <message>
        <source>2 July night</source>
        <translation>2. Juli, Nacht</translation>
    </message>
    <message>
        <source>3 July morning</source>
        <translation>3. Juli, Morgen</translation>
    </message>
    <message>
        <source>3 July midday</source>
        <translation>3. Juli, Mittag</translation>
    </message>
    <message>
        <source>3 July afternoon</source>
        <translation>3. Juli, Nachmittag</translation>
    </message>
    <message>
        <source>morning</source>
        <extracomment>the parts of the day in the engine&apos;s texts</extracomment>
        <translation>Morgen</translation>
    </message>
    <message>
        <source>midday</source>
        <translation>Mittag</translation>
    </message>
    <message>
        <source>afternoon</source>
        <translation>Nachmittag</translation>
    </message>
    <message>
        <source>night</source>
        <translation>Nacht</translation>
    </message>
    <message>
        <source>Confederate</source>
        <extracomment>Units that carry cubes, fire in steps 2 and 4 and check morale. R-DMG-2 / R-DMG-3: cubes a unit may hold; one more eliminates it.</extracomment>
        <translation>Konföderation</translation>
    </message>
    <message>
        <source>Union</source>
        <translation>Union</translation>
    </message>
    <message>
        <source>Confederates</source>
        <translation>Südstaatler</translation>
    </message>
    <message>
        <source>Confederacy</source>
        <translation>Konföderation</translation>
    </message>
    <message>
        <source>Confederate regular</source>
        <extracomment>the cube colours as players say them (translated as a whole: the words for &quot;Confederate&quot; and &quot;regular&quot; go together differently in each language)</extracomment>
        <translation>normale Infanterie der Konföderation</translation>
    </message>
    <message>
        <source>Confederate elite</source>
        <translation>Elite-Infanterie der Konföderation</translation>
    </message>
    <message>
        <source>Union regular</source>
        <translation>normale Infanterie der Union</translation>
    </message>
    <message>
        <source>Union elite</source>
        <translation>Elite-Infanterie der Union</translation>
    </message>
    <message>
        <source>Union inferior</source>
        <translation>schwache Infanterie der Union</translation>
    </message>
    <message>
        <source>Union cavalry</source>
        <translation>Kavallerie der Union</translation>
    </message>
    <message>
        <source>already damaged artillery must retreat</source>
        <translation>bereits beschädigte Artillerie muss sich zurückziehen</translation>
    </message>
    <message>
        <source>{unit} is damaged as it retreats</source>
        <translation>{unit} wird beim Rückzug beschädigt</translation>
    </message>
    <message>
        <source>with {unit}: {area} has one already, so a cube instead</source>
        <translation>mit {unit}: in {area} liegt schon einer, daher stattdessen ein Schadensmarker</translation>
    </message>
    <message>
        <source>{unit} takes the disruption marker from {origin} to {dest}</source>
        <translation>{unit} nimmt den Unterbrechungsmarker von {origin} nach {dest} mit</translation>
    </message>
    <message>
        <source>no legal retreat: no unit goes back into an entry box</source>
        <translation>kein erlaubter Rückzug: keine Einheit kehrt in ein Eintrittsfeld zurück</translation>
    </message>
    <message>
        <source>no legal retreat</source>
        <translation>kein erlaubter Rückzug</translation>
    </message>
    <message>
        <source>{unit} must retreat from {area}: {why}; choose where</source>
        <translation>{unit} muss sich aus {area} zurückziehen: {why}; wähle wohin</translation>
    </message>
    <message>
        <source>{unit} must retreat from {area}; choose where</source>
        <translation>{unit} muss sich aus {area} zurückziehen; wähle wohin</translation>
    </message>
    <message>
        <source>withdraw artillery from {area} without damage, or keep it there</source>
        <translation>Artillerie ohne Schaden aus {area} zurückziehen oder dort lassen</translation>
    </message>
    <message>
        <source>artillery in {area} may ride off with the cavalry to {dest} without damage, or stay</source>
        <translation>Artillerie in {area} darf sich ohne Schaden mit der Kavallerie nach {dest} zurückziehen oder bleiben</translation>
    </message>
    <message>
        <source>its cavalry rode off and it has no retreat</source>
        <translation>ihre Kavallerie ist abgezogen und sie hat keinen Rückzug</translation>
    </message>
    <message>
        <source>{unit} is left without infantry in {area}: ride off undamaged with the cavalry (withdraw), or retreat damaged</source>
        <translation>{unit} steht in {area} ohne Infanterie: unbeschädigt mit der Kavallerie abziehen oder beschädigt zurückziehen</translation>
    </message>
    <message>
        <source>counter-attack</source>
        <translation>Gegenangriff</translation>
    </message>
    <message>
        <source>counter-attack in {area}: choose the attacking unit that falls back</source>
        <translation>Gegenangriff in {area}: wähle die angreifende Einheit, die sich zurückzieht</translation>
    </message>
    <message>
        <source>{period} begins</source>
        <translation>{period} beginnt</translation>
    </message>
    <message>
        <source>the period goes on</source>
        <translation>der Tagesabschnitt geht weiter</translation>
    </message>
    <message>
        <source>the Union fills its {part} box: {blue} blue, {black} forced-pass</source>
        <translation>die Union füllt ihr Befehlsfeld „{part}“: {blue} blaue, {black} Zwangspassenscheiben</translation>
    </message>
    <message>
        <source>the Confederates hold {single} single and {double} double-order discs</source>
        <translation>die Konföderation hat {single} Befehlsscheiben für einfache Befehle und {double} für Doppelbefehle</translation>
    </message>
    <message>
        <source>all artillery-fire markers are removed</source>
        <translation>alle Artilleriefeuermarker werden entfernt</translation>
    </message>
    <message>
        <source>all disruption markers are removed at the end of the afternoon</source>
        <translation>alle Unterbrechungsmarker werden zum Ende des Nachmittags entfernt</translation>
    </message>
    <message>
        <source>The Confederates have not won by the end of the afternoon of 3 July (R-WIN-3).</source>
        <translation>Die Konföderation hat bis zum Ende des Nachmittags des 3. Juli nicht gewonnen (R-WIN-3).</translation>
    </message>
    <message>
        <source>the Union wins: the afternoon of 3 July is over</source>
        <translation>die Union gewinnt: der Nachmittag des 3. Juli ist vorbei</translation>
    </message>
    <message>
        <source>fight the assaults your free moves began, or issue a move order whose units join them (R-MOVE-8)</source>
        <translation>trage die Angriffskämpfe aus, die deine freien Bewegungen begonnen haben, oder erteile einen Bewegungsbefehl, dessen Einheiten sich anschließen (R-MOVE-8)</translation>
    </message>
    <message>
        <source>take your action: place a command block, remove one, or issue an order (free moves out of entry boxes at any time)</source>
        <translation>führe deine Aktion aus: einen Befehlsmarker legen, einen entfernen oder einen Befehl erteilen (Züge aus Eintrittsfeldern jederzeit)</translation>
    </message>
    <message>
        <source>move more units out of entry boxes, or end your turn</source>
        <translation>weitere Einheiten aus Eintrittsfeldern ziehen oder den Zug beenden</translation>
    </message>
    <message>
        <source>eight block actions in a row: issue an order now (R-ACT-3)</source>
        <extracomment>R-ACT-3 [ruling]: block actions a side may take in a row before it must issue an order (if it can): the size of a side&apos;s set of blocks why a block action is refused while R-ACT-3 binds (the window shows it)</extracomment>
        <translation>acht Befehlsmarker-Aktionen hintereinander: erteile jetzt einen Befehl (R-ACT-3)</translation>
    </message>
    <message>
        <source>{why}: place a disc on one of your blocks (free moves out of entry boxes at any time)</source>
        <extracomment>the prompt while R-ACT-3 binds, by (a forced pass possible, a disc possible)</extracomment>
        <translation>{why}: lege eine Befehlsscheibe zu einem deiner Befehlsmarker (Züge aus Eintrittsfeldern jederzeit)</translation>
    </message>
    <message>
        <source>{why}: place a blue disc on one of your blocks or take a forced pass (free moves out of entry boxes at any time)</source>
        <translation>{why}: lege eine blaue Befehlsscheibe zu einem deiner Befehlsmarker oder nimm ein Zwangspassen (Züge aus Eintrittsfeldern jederzeit)</translation>
    </message>
    <message>
        <source>{why}: take a forced pass (free moves out of entry boxes at any time)</source>
        <translation>{why}: nimm ein Zwangspassen (Züge aus Eintrittsfeldern jederzeit)</translation>
    </message>
    <message>
        <source>{side} reinforcement road</source>
        <translation>Verstärkungsstraße ({side})</translation>
    </message>
    <message>
        <source>the Union sets a forced-pass disc aside</source>
        <translation>die Union legt eine Zwangspassenscheibe beiseite</translation>
    </message>
    <message>
        <source>{side} places a disc from the single box on the block in {place}</source>
        <translation>{side}: Befehlsscheibe aus dem Befehlsfeld für einfache Befehle zum Befehlsmarker in {place}</translation>
    </message>
    <message>
        <source>{side} places a disc from the double box on the block in {place}</source>
        <translation>{side}: Befehlsscheibe aus dem Doppelbefehlsfeld zum Befehlsmarker in {place}</translation>
    </message>
    <message>
        <source>{side} places a disc from the blue box on the block in {place}</source>
        <translation>{side}: blaue Befehlsscheibe aus dem Befehlsfeld zum Befehlsmarker in {place}</translation>
    </message>
    <message>
        <source>Attackers that came out of an entry box and must fall back return to that box instead of being eliminated.</source>
        <translation>Angreifer, die aus einem Eintrittsfeld kamen und zurückweichen müssen, kehren in dieses Feld zurück, statt eliminiert zu werden.</translation>
    </message>
    <message>
        <source>road</source>
        <extracomment>how far (degrees) a named box may lie from T10&apos;s position: nudges for legibility are smaller than this</extracomment>
        <translation>Straße</translation>
    </message>
    <message>
        <source>river</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>railroad</source>
        <translation>Eisenbahnlinie</translation>
    </message>
    <message>
        <source>the combat example</source>
        <extracomment>the examples&apos; names as the messages say them (M1, M2 are the rules file&apos;s own ids)</extracomment>
        <translation>Kampfbeispiel</translation>
    </message>
    <message>
        <source>{name} ({state}) is missing: the rules name it (T10).</source>
        <translation>{name} ({state}) fehlt: die Regeln nennen die Box (T10).</translation>
    </message>
    <message>
        <source>{name} lies in {state}, not in {found} (T10).</source>
        <translation>{name} liegt in {state}, nicht in {found} (T10).</translation>
    </message>
    <message>
        <source>{name} is placed at {lat}, {lon}, more than half a degree from its town ({want_lat}, {want_lon}).</source>
        <translation>{name} liegt bei {lat}, {lon}, mehr als ein halbes Grad von ihrem Ort entfernt ({want_lat}, {want_lon}).</translation>
    </message>
    <message>
        <source>There is no {kind} line between {a} and {b} ({source}, T11).</source>
        <translation>Zwischen {a} und {b} gibt es keine Verbindung per {kind} ({source}, T11).</translation>
    </message>
    <message>
        <source>{example}: there is no path {path} by {kind} alone{downstream}.</source>
        <translation>{example}: es gibt keinen Weg {path} nur per {kind}{downstream}.</translation>
    </message>
    <message>
        <source>, downstream all the way</source>
        <translation>, durchgehend flussabwärts</translation>
    </message>
    <message>
        <source>blue numbers in blue boxes</source>
        <translation>blauen Ziffern in blauen Boxen</translation>
    </message>
    <message>
        <source>red numbers in grey boxes</source>
        <translation>roten Ziffern in grauen Boxen</translation>
    </message>
    <message>
        <source>{side}: the {colour} total {total}, not {want} (the starting army maximum, NS-ARMY-1).</source>
        <translation>{side}: die Summe der {colour} ist {total}, nicht {want} (die maximale Armeegröße zu Spielbeginn, NS-ARMY-1).</translation>
    </message>
    <message>
        <source>{name} is a Union objective (NS-WIN-1): its red number must be 2 or 3, not {n}.</source>
        <translation>{name} ist ein Ziel der Union (NS-WIN-1): ihre rote Ziffer muss 2 oder 3 sein, nicht {n}.</translation>
    </message>
    <message>
        <source>{name} has a red number of {n}: only the seven Union objectives of NS-WIN-1 have 2 or 3; every other red number is 1.</source>
        <translation>{name} hat die rote Ziffer {n}: nur die sieben Ziele der Union aus NS-WIN-1 haben 2 oder 3; jede andere rote Ziffer ist 1.</translation>
    </message>
    <message>
        <source>{name} is missing: it is a Union objective (NS-WIN-1).</source>
        <translation>{name} fehlt: die Box ist ein Ziel der Union (NS-WIN-1).</translation>
    </message>
    <message>
        <source>No box has a blue number of 3 or more (historical recruiting refers to one, NS-AID-4).</source>
        <translation>Keine Box hat eine blaue Ziffer von 3 oder mehr (Historisches Rekrutieren bezieht sich darauf, NS-AID-4).</translation>
    </message>
    <message>
        <source>No box has a red number of 3 or more (historical recruiting refers to one, NS-AID-4).</source>
        <translation>Keine Box hat eine rote Ziffer von 3 oder mehr (Historisches Rekrutieren bezieht sich darauf, NS-AID-4).</translation>
    </message>
    <message>
        <source>{name} must be a permanent fortification (NS-FORT-4).</source>
        <translation>{name} muss eine permanente Befestigung sein (NS-FORT-4).</translation>
    </message>
    <message>
        <source>{name} is marked a permanent fortification; only Washington, Richmond, Fort Monroe and Vicksburg are (NS-FORT-4).</source>
        <translation>{name} ist als permanente Befestigung markiert; das sind nur Washington, Richmond, Fort Monroe und Vicksburg (NS-FORT-4).</translation>
    </message>
    <message>
        <source>{name} must show a number in each colour: it recruits for whichever side owns it (NS-RECR-3).</source>
        <translation>{name} muss eine Ziffer in jeder Farbe zeigen: die Stadt rekrutiert für die Seite, die sie besitzt (NS-RECR-3).</translation>
    </message>
    <message>
        <source>No Kentucky box with a recruitment number starts white (NS-ARMY-4).</source>
        <translation>Keine Box in Kentucky mit einer Rekrutierungsziffer beginnt weiß (NS-ARMY-4).</translation>
    </message>
    <message>
        <source>The map has {n} Potomac links; it must have exactly one, Washington - Fredericksburg (NS-MOVE-10).</source>
        <translation>Die Karte hat {n} Potomac-Verbindungen; sie muss genau eine haben, Washington - Fredericksburg (NS-MOVE-10).</translation>
    </message>
    <message>
        <source>The Potomac must be the river from Washington downstream to Fredericksburg, not the {kind} {a} - {b} (NS-MOVE-10).</source>
        <translation>Der Potomac muss der Fluss von Washington flussabwärts nach Fredericksburg sein, nicht die Verbindung per {kind} {a} - {b} (NS-MOVE-10).</translation>
    </message>
    <message>
        <source>{name} sets up {n} militia infantry of its own, but the map is played with the 1861 campaign&apos;s set-up (T2): give the map a set-up of its own, or take them away.</source>
        <translation>{name} stellt {n} eigene Miliz-Infanterie auf, aber die Karte wird mit der Aufstellung des Feldzugs 1861 (T2) gespielt: gib der Karte eine eigene Aufstellung oder nimm die Miliz weg.</translation>
    </message>
    <message>
        <source>The river {a} - {b} has no downstream end (NS-JUMP-2).</source>
        <translation>Der Fluss {a} - {b} hat kein flussabwärts gelegenes Ende (NS-JUMP-2).</translation>
    </message>
    <message>
        <source>{name} must be a port: sea landings start there (NS-SEA-5).</source>
        <translation>{name} muss ein Hafen sein: Landungen zur See beginnen dort (NS-SEA-5).</translation>
    </message>
    <message>
        <source>{name} holds starting units of the {side} but does not start in its colour (NS-SETUP-4).</source>
        <translation>In {name} stehen Einheiten der {side} zu Spielbeginn, aber die Box beginnt nicht in ihrer Farbe (NS-SETUP-4).</translation>
    </message>
    <message>
        <source>{names}: not joined by any line to {first}; every box must be reachable from every other.</source>
        <translation>{names}: durch keine Linie mit {first} verbunden; jede Box muss von jeder anderen aus erreichbar sein.</translation>
    </message>
    <message>
        <source>The river {a} - {b} enters {box} across a blue side; in the combat example the units that came down from {start} do not cross a river (NS-MOD-4).</source>
        <translation>Der Fluss {a} - {b} erreicht {box} über eine blaue Seite; im Kampfbeispiel überqueren die Einheiten, die von {start} herunterkamen, keinen Fluss (NS-MOD-4).</translation>
    </message>
    <message>
        <source>{name} is marked an objective of the {side}, but the rules name no such objective.</source>
        <translation>{name} ist als Ziel der {side} markiert, aber die Regeln nennen kein solches Ziel.</translation>
    </message>
    <message>
        <source>{name} must be marked an objective of the {side}.</source>
        <translation>{name} muss als Ziel der {side} markiert sein.</translation>
    </message>
    <message>
        <source>{name} lies in {state}: its border state must be {should}, not {found}.</source>
        <translation>{name} liegt in {state}: ihr Grenzstaat muss {should} sein, nicht {found}.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>{name} sets up {n} militia infantry but starts white: starting units stand in boxes of their side&apos;s colour (NS-SETUP-4).</source>
        <translation>{name} stellt {n} Miliz-Infanterie auf, beginnt aber weiß: Einheiten stehen zu Spielbeginn in Boxen in der Farbe ihrer Seite (NS-SETUP-4).</translation>
    </message>
    <message>
        <source>The {side} sets up no militia infantry: give a box in its colour starting militia (NS-SETUP-2).</source>
        <translation>Die {side} stellt keine Miliz-Infanterie auf: gib einer Box in ihrer Farbe Start-Miliz (NS-SETUP-2).</translation>
    </message>
    <message>
        <source>The {side} sets up {n} militia infantry, more than its army maximum of {most} (the numbers in its colour in the boxes of its colour, NS-ARMY-1).</source>
        <translation>Die {side} stellt {n} Miliz-Infanterie auf, mehr als ihre maximale Armeegröße von {most} (die Ziffern in ihrer Farbe in den Boxen ihrer Farbe, NS-ARMY-1).</translation>
    </message>
    <message>
        <source>No box is marked an objective of the Union: it could never win (NS-WIN-1).</source>
        <translation>Keine Box ist als Ziel der Union markiert: sie könnte nie gewinnen (NS-WIN-1).</translation>
    </message>
    <message>
        <source>The Confederate army maximum at the start ({csa}) is higher than the Union&apos;s ({usa}): the Confederacy would win at the first change of hands (NS-WIN-2).</source>
        <translation>Die maximale Armeegröße der Konföderation zu Spielbeginn ({csa}) ist höher als die der Union ({usa}): die Konföderation würde beim ersten Besitzerwechsel gewinnen (NS-WIN-2).</translation>
    </message>
    <message>
        <source>end of {period}: the Confederates control {n} victory area ({names})</source>
        <translation>Ende von {period}: die Konföderation kontrolliert {n} Sieggebiet ({names})</translation>
    </message>
    <message>
        <source>end of {period}: the Confederates control {n} victory areas ({names})</source>
        <translation>Ende von {period}: die Konföderation kontrolliert {n} Sieggebiete ({names})</translation>
    </message>
    <message>
        <source>At the end of {period} the Confederates control {n} victory areas: {names} (R-WIN-1).</source>
        <translation>Am Ende von {period} kontrolliert die Konföderation {n} Sieggebiete: {names} (R-WIN-1).</translation>
    </message>
    <message>
        <source>the Confederates win: they control {names}</source>
        <translation>die Konföderation gewinnt: sie kontrolliert {names}</translation>
    </message>
    <message>
        <source>At the end of {period} the Confederates control {area}, the double star (R-WIN-2).</source>
        <translation>Am Ende von {period} kontrolliert die Konföderation {area}, den Doppelstern (R-WIN-2).</translation>
    </message>
    <message>
        <source>dice were rolled since your last decision: rolls are never taken back</source>
        <translation>seit deiner letzten Entscheidung wurde gewürfelt: Würfe werden nie zurückgenommen</translation>
    </message>
    <message>
        <source>you have taken no decision yet</source>
        <translation>du hast noch keine Entscheidung getroffen</translation>
    </message>
    <message>
        <source>your cavalry in {box} may retreat before the battle, or stand and fight (NS-CAVRET-1)</source>
        <extracomment>NS-CBT-7 [interpretation], &quot;What a program must decide&quot; 31: no battle can deadlock, but targets are the players&apos; choice; a battle past this many rounds is an engine fault, never a silent end the event kinds a battle tells (merged into the ruleset&apos;s event_kinds) rule id -&gt; its title (merged into the ruleset&apos;s rule reference) verbs whose lone legal action the log tells as &quot;the only choice: ...&quot; whose step of the round it is (NS-CBT-5), the side that fires next the units that took part, per side (the armies at the start, then reinforcements), in order the attacking units that entered across a blue side or landed from the sea (NS-MOD-3, NS-SEA-4) per side, the boxes its units came into this battle from (NS-RET-2, NS-RET-4, NS-CAVRET-1) the boxes that sent a unit in this step (NS-REINF-1: one per box per round) this step&apos;s declarations (firer, target), in order the last volley: one dict per shot (firer, target, need, face or None, result) the battle so far, round by round, for the window: volleys and reinforcements ({&quot;round&quot;, &quot;side&quot;, &quot;kind&quot;: &quot;volley&quot;, &quot;shots&quot;} / {..., &quot;kind&quot;: &quot;reinforcement&quot;, &quot;unit&quot;, &quot;origin&quot;}) how the battle ended: &quot;eliminated&quot;, &quot;retreat&quot;, &quot;cavalry-retreat&quot;</extracomment>
        <translation>deine Kavallerie in {box} darf sich vor der Schlacht zurückziehen oder standhalten und kämpfen (NS-CAVRET-1)</translation>
    </message>
    <message>
        <source>battle in {box}, round {n}: retreat (click a box), bring reinforcements (click a unit next door), or stand and fire (NS-CBT-5)</source>
        <translation>Schlacht in {box}, Kampfrunde {n}: Rückzug (ein Feld anklicken), Verstärkungen heranziehen (eine Einheit nebenan anklicken) oder standhalten und feuern (NS-CBT-5)</translation>
    </message>
    <message>
        <source>battle in {box}, round {n}: every target is declared; fire (NS-FIRE-2)</source>
        <translation>Schlacht in {box}, Kampfrunde {n}: alle Ziele sind benannt; feuern (NS-FIRE-2)</translation>
    </message>
    <message>
        <source>battle in {box}, round {n}: choose the target of {unit} (NS-FIRE-1)</source>
        <translation>Schlacht in {box}, Kampfrunde {n}: wähle das Ziel von {unit} (NS-FIRE-1)</translation>
    </message>
    <message>
        <source>you won the battle in {box}: promote one unit that took part, or none (NS-PROM-2)</source>
        <translation>du hast die Schlacht in {box} gewonnen: befördere eine beteiligte Einheit oder keine (NS-PROM-2)</translation>
    </message>
    <message>
        <source>the battle in {box}</source>
        <translation>die Schlacht in {box}</translation>
    </message>
    <message>
        <source>only cavalry defending alone may retreat, and only before round 1 (NS-CAVRET-1, NS-CAVRET-2)</source>
        <translation>nur Kavallerie, die allein verteidigt, darf sich zurückziehen, und nur vor Kampfrunde 1 (NS-CAVRET-1, NS-CAVRET-2)</translation>
    </message>
    <message>
        <source>the cavalry may not retreat to {box}: not a box the enemy owns or holds, nor one the attacker came from (NS-CAVRET-1)</source>
        <translation>die Kavallerie darf sich nicht nach {box} zurückziehen: weder eine Box, die der Feind besitzt oder hält, noch eine, aus der der Angreifer kam (NS-CAVRET-1)</translation>
    </message>
    <message>
        <source>only a unit of the winner that took part in this battle may be promoted (NS-PROM-2)</source>
        <translation>nur eine Einheit des Siegers, die an dieser Schlacht teilnahm, darf befördert werden (NS-PROM-2)</translation>
    </message>
    <message>
        <source>elite units cannot be promoted (NS-PROM-1)</source>
        <translation>Elite-Einheiten können nicht befördert werden (NS-PROM-1)</translation>
    </message>
    <message>
        <source>no counter of the next quality is left (NS-PROM-5)</source>
        <translation>kein Spielstein der nächsthöheren Qualität ist mehr übrig (NS-PROM-5)</translation>
    </message>
    <message>
        <source>every target is declared: fire (NS-FIRE-1)</source>
        <translation>alle Ziele sind benannt: feuern (NS-FIRE-1)</translation>
    </message>
    <message>
        <source>the firers declare in their army&apos;s order: now the target of {unit} (NS-FIRE-1)</source>
        <translation>die Schützen benennen ihre Ziele in der Reihenfolge ihrer Armee: jetzt das Ziel von {unit} (NS-FIRE-1)</translation>
    </message>
    <message>
        <source>{target} is no enemy unit in this battle (NS-FIRE-1)</source>
        <translation>{target} ist keine feindliche Einheit in dieser Schlacht (NS-FIRE-1)</translation>
    </message>
    <message>
        <source>{target} is already fired at: {f} firers against {t} units fire at different units (NS-FIRE-1)</source>
        <translation>auf {target} wird bereits gefeuert: {f} Schützen gegen {t} Einheiten feuern auf verschiedene Einheiten (NS-FIRE-1)</translation>
    </message>
    <message>
        <source>{target} is already fired at, and the firers still to declare are needed for the units not yet fired at: every enemy unit must be fired at (NS-FIRE-1)</source>
        <translation>auf {target} wird bereits gefeuert, und die noch ausstehenden Schützen werden für die Einheiten gebraucht, auf die noch niemand feuert: auf jede feindliche Einheit muss gefeuert werden (NS-FIRE-1)</translation>
    </message>
    <message>
        <source>reinforcements came this step: a side retreats or brings reinforcements, not both (NS-CBT-5)</source>
        <translation>in diesem Schritt kamen Verstärkungen: eine Seite zieht sich zurück oder zieht Verstärkungen heran, nicht beides (NS-CBT-5)</translation>
    </message>
    <message>
        <source>the {side} has no box to retreat to: no neighbour is free of enemy units, not an enemy recruitment city and not a box the enemy came from (NS-RET-2)</source>
        <translation>die {side} hat keine Box für den Rückzug: keine Nachbarbox ist zugleich frei von feindlichen Einheiten, keine feindliche Rekrutierungsstadt und keine Box, aus der der Feind kam (NS-RET-2)</translation>
    </message>
    <message>
        <source>the targets are being declared: a side retreats only before it declares (NS-CBT-5)</source>
        <translation>die Ziele werden gerade benannt: eine Seite zieht sich nur zurück, bevor sie ihre Ziele benennt (NS-CBT-5)</translation>
    </message>
    <message>
        <source>a side may retreat only from round 2 on, just before it fires (NS-RET-1)</source>
        <translation>eine Seite darf sich erst ab Kampfrunde 2 zurückziehen, direkt bevor sie feuert (NS-RET-1)</translation>
    </message>
    <message>
        <source>{box} is not adjacent and connected to the battle (NS-RET-1)</source>
        <translation>{box} ist nicht angrenzend und mit der Schlacht verbunden (NS-RET-1)</translation>
    </message>
    <message>
        <source>the Confederacy may never use the Potomac (NS-MOVE-10)</source>
        <translation>die Konföderation darf den Potomac niemals benutzen (NS-MOVE-10)</translation>
    </message>
    <message>
        <source>{box} holds enemy units (NS-RET-2)</source>
        <translation>in {box} stehen feindliche Einheiten (NS-RET-2)</translation>
    </message>
    <message>
        <source>enemy units came into this battle from {box} (NS-RET-2, NS-RET-4)</source>
        <translation>aus {box} kamen feindliche Einheiten in diese Schlacht (NS-RET-2, NS-RET-4)</translation>
    </message>
    <message>
        <source>{box} is an enemy recruitment city (NS-RET-2, NS-RET-3)</source>
        <translation>{box} ist eine feindliche Rekrutierungsstadt (NS-RET-2, NS-RET-3)</translation>
    </message>
    <message>
        <source>an own box qualifies, so the army must retreat to one (NS-RET-2, NS-RET-4)</source>
        <translation>eine eigene Box kommt in Frage, also muss sich die Armee in eine solche zurückziehen (NS-RET-2, NS-RET-4)</translation>
    </message>
    <message>
        <source>{box} has sent its one unit this round (NS-REINF-1)</source>
        <translation>{box} hat in dieser Kampfrunde schon ihre eine Einheit geschickt (NS-REINF-1)</translation>
    </message>
    <message>
        <source>the targets are being declared: reinforcements come before them (NS-CBT-5)</source>
        <translation>die Ziele werden gerade benannt: Verstärkungen kommen davor (NS-CBT-5)</translation>
    </message>
    <message>
        <source>reinforcements come only from round 2 on, just before the side fires (NS-REINF-1)</source>
        <translation>Verstärkungen kommen erst ab Kampfrunde 2, direkt bevor die Seite feuert (NS-REINF-1)</translation>
    </message>
    <message>
        <source>{unit} is no unit of the side deciding (NS-REINF-1)</source>
        <translation>{unit} ist keine Einheit der Seite, die entscheidet (NS-REINF-1)</translation>
    </message>
    <message>
        <source>{unit} is not in a box adjacent and connected to the battle (NS-REINF-1)</source>
        <translation>{unit} steht nicht in einer Box, die angrenzend und mit der Schlacht verbunden ist (NS-REINF-1)</translation>
    </message>
    <message>
        <source>{unit} retreated this player turn (NS-REINF-2)</source>
        <translation>{unit} hat sich in diesem Spielzug zurückgezogen (NS-REINF-2)</translation>
    </message>
    <message>
        <source>{unit} has fought this player turn (NS-REINF-3)</source>
        <translation>{unit} hat in diesem Spielzug schon gekämpft (NS-REINF-3)</translation>
    </message>
    <message>
        <source>the attacker does not reinforce from a box holding enemy units (NS-REINF-3)</source>
        <translation>der Angreifer verstärkt nicht aus einer Box mit feindlichen Einheiten (NS-REINF-3)</translation>
    </message>
    <message>
        <source>as many units as there are enemies ({n}) must stay in {box} (NS-REINF-4)</source>
        <translation>so viele Einheiten, wie dort Feinde stehen ({n}), müssen in {box} bleiben (NS-REINF-4)</translation>
    </message>
    <message>
        <source>Battle in {box}: the {attacker} attacks with {a}, the {defender} defends with {d}</source>
        <translation>Schlacht in {box}: die {attacker} greift mit {a} an, die {defender} verteidigt mit {d}</translation>
    </message>
    <message>
        <source>{side}: the cavalry in {box} retreats to {dest} before the battle; no battle is fought</source>
        <translation>{side}: die Kavallerie in {box} zieht sich vor der Schlacht nach {dest} zurück; es kommt zu keiner Schlacht</translation>
    </message>
    <message>
        <source>Battle in {box}: round {n}</source>
        <translation>Schlacht in {box}: Kampfrunde {n}</translation>
    </message>
    <message>
        <source>{unit} reinforces the battle in {box} from {origin}</source>
        <translation>{unit} verstärkt die Schlacht in {box} aus {origin}</translation>
    </message>
    <message>
        <source>{side}: the army retreats from {box} to {dest}</source>
        <translation>{side}: die Armee zieht sich aus {box} nach {dest} zurück</translation>
    </message>
    <message>
        <source>{firer} fires at {target}: hits on {need} or less</source>
        <translation>{firer} feuert auf {target}: trifft bei {need} oder weniger</translation>
    </message>
    <message>
        <source>{firer} fires at {target}: cannot hit</source>
        <translation>{firer} feuert auf {target}: kann nicht treffen</translation>
    </message>
    <message>
        <source>{firer}&apos;s shot is lost: {target} is already eliminated</source>
        <translation>der Schuss von {firer} geht verloren: {target} ist bereits vernichtet</translation>
    </message>
    <message>
        <source>{firer} cannot hit {target}</source>
        <translation>{firer} kann {target} nicht treffen</translation>
    </message>
    <message>
        <source>{firer} at {target}</source>
        <translation>{firer} auf {target}</translation>
    </message>
    <message>
        <source>{firer} rolls {face} at {target}, needing {need} or less: a hit</source>
        <translation>{firer} würfelt {face} auf {target}, braucht {need} oder weniger: Treffer</translation>
    </message>
    <message>
        <source>{firer} rolls {face} at {target}, needing {need} or less: a miss</source>
        <translation>{firer} würfelt {face} auf {target}, braucht {need} oder weniger: kein Treffer</translation>
    </message>
    <message>
        <source>{side} wins the battle in {box} after {n} rounds</source>
        <translation>Die {side} gewinnt die Schlacht in {box} nach {n} Kampfrunden</translation>
    </message>
    <message>
        <source>{side} wins the battle in {box} in the first round</source>
        <translation>Die {side} gewinnt die Schlacht in {box} in der ersten Kampfrunde</translation>
    </message>
    <message>
        <source>{n} unit</source>
        <translation>{n} Einheit</translation>
    </message>
    <message>
        <source>{n} units</source>
        <translation>{n} Einheiten</translation>
    </message>
    <message>
        <source>{side}: {n} reduced unit recovers</source>
        <translation>{side}: {n} geschwächte Einheit erholt sich</translation>
    </message>
    <message>
        <source>{side}: {n} reduced units recover</source>
        <translation>{side}: {n} geschwächte Einheiten erholen sich</translation>
    </message>
    <message>
        <source>{side} {kind} {id}</source>
        <translation>{kind} {id} ({side})</translation>
    </message>
    <message>
        <source>{side} rolls {face} for {what}</source>
        <translation>{side}: Wurf {face} für {what}</translation>
    </message>
    <message>
        <source>{side} rolls {face}</source>
        <translation>{side}: Wurf {face}</translation>
    </message>
    <message>
        <source>{box} goes back to {owner}: the {side} cavalry holding it has left</source>
        <translation>{box} geht an den früheren Besitzer zurück ({owner}): die Kavallerie der {side}, die die Box hielt, ist abgezogen</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>{unit} is reduced</source>
        <translation>{unit} wird geschwächt</translation>
    </message>
    <message>
        <source>{unit} is eliminated</source>
        <translation>{unit} wird vernichtet</translation>
    </message>
    <message>
        <source>{unit} is promoted from {old}</source>
        <translation>{unit} wird befördert (vorher {old})</translation>
    </message>
    <message>
        <source>{unit} is recruited in {box}</source>
        <translation>{unit} wird in {box} rekrutiert</translation>
    </message>
    <message>
        <source>{side} victory: {why}</source>
        <translation>Sieg der {side}: {why}</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>End the march</source>
        <translation>Marsch beenden</translation>
    </message>
    <message>
        <source>End the movement</source>
        <extracomment>a drawn move let go with its front this near an enemy&apos;s front edge lines up flush with it (decision 4), mm the buttons that end a step, each always in its place
----------
the verbs whose second word is an enemy unit (a click on it means the action) the order of a unit&apos;s buttons: what it does before what it gives up (a step&apos;s end comes last) the buttons that end a step, in the order of the round (FL-SEQ-2), each always in its place</extracomment>
        <translation>Bewegung beenden</translation>
    </message>
    <message>
        <source>End the fire</source>
        <translation>Schießen beenden</translation>
    </message>
    <message>
        <source>End the charges</source>
        <translation>Sturmangriffe beenden</translation>
    </message>
    <message>
        <source>{unit}: hold {sector}</source>
        <translation>{unit}: {sector} halten</translation>
    </message>
    <message>
        <source>{unit}: attack {sector}</source>
        <translation>{unit}: {sector} angreifen</translation>
    </message>
    <message>
        <source>{unit}: special task in {sector}</source>
        <translation>{unit}: Spezialauftrag in {sector}</translation>
    </message>
    <message>
        <source>{unit}: turn left (90°)</source>
        <translation>{unit}: nach links wenden (90°)</translation>
    </message>
    <message>
        <source>{unit}: turn about (180°)</source>
        <translation>{unit}: nach hinten wenden (180°)</translation>
    </message>
    <message>
        <source>{unit}: turn right (90°)</source>
        <translation>{unit}: nach rechts wenden (90°)</translation>
    </message>
    <message>
        <source>Hold a sector...</source>
        <translation>Bereich halten...</translation>
    </message>
    <message>
        <source>Attack a sector...</source>
        <translation>Bereich angreifen...</translation>
    </message>
    <message>
        <source>Special task in a sector...</source>
        <translation>Spezialauftrag in einem Bereich...</translation>
    </message>
    <message>
        <source>Click the sector {unit} is to hold (FL-ORD-2); Esc to step back</source>
        <translation>Klicke den Bereich an, den {unit} halten soll (FL-ORD-2); Esc für zurück</translation>
    </message>
    <message>
        <source>Click the sector {unit} is to attack (FL-ORD-3); Esc to step back</source>
        <translation>Klicke den Bereich an, den {unit} angreifen soll (FL-ORD-3); Esc für zurück</translation>
    </message>
    <message>
        <source>Click the sector of the special task of {unit} (FL-ORD-4); Esc to step back</source>
        <translation>Klicke den Bereich des Spezialauftrags von {unit} an (FL-ORD-4); Esc für zurück</translation>
    </message>
    <message>
        <source>{unit}: break the objects in {sector}</source>
        <extracomment>infantry&apos;s and cavalry&apos;s special task: to attack the battlefield objects of a sector (FL-STR-2, D26)</extracomment>
        <translation>{unit}: Objekte in {sector} zerstören</translation>
    </message>
    <message>
        <source>Special task: break the objects in a sector...</source>
        <translation>Spezialauftrag: Objekte in einem Bereich zerstören...</translation>
    </message>
    <message>
        <source>Click the sector where {unit} is to break bridges, fences, bushes or woods it touches (FL-STR-2); Esc to step back</source>
        <translation>Bereich anklicken, in dem {unit} Brücken, Zäune, Büsche oder Wald zerstören soll, die sie berührt (FL-STR-2); Esc geht zurück</translation>
    </message>
    <message>
        <source>{unit}: drag it to move it, or choose one of its actions above; Esc to let go of it</source>
        <extracomment>a partial pick: the task chosen, its sector clicked next a partial pick: a unit to hold in reserve and its round chosen (&quot;reserve-S3-5&quot;), its sector clicked next a partial pick: a messenger&apos;s new order (&quot;dispatch-N14&quot;: its unit clicked next; &quot;dispatch-N14-N4-H&quot;: its sector)</extracomment>
        <translation>{unit}: ziehe die Einheit, um sie zu bewegen, oder wähle oben eine ihrer Aktionen; Esc, um sie loszulassen</translation>
    </message>
    <message>
        <source>{unit}: click the enemy it fires at, or choose above; Esc to let go of it</source>
        <translation>{unit}: klicke die gegnerische Einheit an, auf die sie schießt, oder wähle oben; Esc, um sie loszulassen</translation>
    </message>
    <message>
        <source>move {d} in toward {deg}°</source>
        <translation>{d} Zoll in Richtung {deg}° bewegen</translation>
    </message>
    <message>
        <source>turn {deg}° on the spot</source>
        <translation>auf der Stelle um {deg}° drehen</translation>
    </message>
    <message>
        <source>face {deg}°</source>
        <translation>nach {deg}° ausrichten</translation>
    </message>
    <message>
        <source>turn the group {deg}°</source>
        <translation>die Gruppe um {deg}° drehen</translation>
    </message>
    <message>
        <source>advance {d} in</source>
        <translation>{d} Zoll vorrücken</translation>
    </message>
    <message>
        <source>dismounted cavalry</source>
        <translation>abgesessene Reiterei</translation>
    </message>
    <message>
        <source>muskets</source>
        <translation>Musketen</translation>
    </message>
    <message>
        <source>rifles</source>
        <translation>Gewehre</translation>
    </message>
    <message>
        <source>Jäger</source>
        <translation>Jäger</translation>
    </message>
    <message>
        <source>command element</source>
        <translation>Befehlselement</translation>
    </message>
    <message>
        <source>camp</source>
        <translation>Lager</translation>
    </message>
    <message>
        <source>{id} ({kind})</source>
        <translation>{id} ({kind})</translation>
    </message>
    <message>
        <source>go {d} mm straight, {ahead} and {aside}</source>
        <translation>{d} mm in gerader Linie, {ahead} und {aside}</translation>
    </message>
    <message>
        <source>{d} mm ahead</source>
        <translation>{d} mm vor</translation>
    </message>
    <message>
        <source>{d} mm back</source>
        <translation>{d} mm zurück</translation>
    </message>
    <message>
        <source>{d} mm left</source>
        <translation>{d} mm nach links</translation>
    </message>
    <message>
        <source>{d} mm right</source>
        <translation>{d} mm nach rechts</translation>
    </message>
    <message>
        <source>advance {d} mm</source>
        <translation>{d} mm vorrücken</translation>
    </message>
    <message>
        <source>go back {d} mm</source>
        <translation>{d} mm zurückgehen</translation>
    </message>
    <message>
        <source>slide {d} mm left</source>
        <translation>{d} mm nach links verschieben</translation>
    </message>
    <message>
        <source>slide {d} mm right</source>
        <translation>{d} mm nach rechts verschieben</translation>
    </message>
    <message>
        <source>turn {deg}° left</source>
        <translation>um {deg}° nach links drehen</translation>
    </message>
    <message>
        <source>turn {deg}° right</source>
        <translation>um {deg}° nach rechts drehen</translation>
    </message>
    <message>
        <source>wheel {deg}° left</source>
        <translation>um {deg}° nach links schwenken</translation>
    </message>
    <message>
        <source>wheel {deg}° right</source>
        <translation>um {deg}° nach rechts schwenken</translation>
    </message>
    <message>
        <source>PIPs: {dice} to the commands in their order</source>
        <translation>PIPs: {dice} an die Befehlsgruppen in ihrer Reihenfolge</translation>
    </message>
    <message>
        <source>{n} to {command}</source>
        <translation>{n} an {command}</translation>
    </message>
    <message>
        <source>the dice</source>
        <translation>die Würfel</translation>
    </message>
    <message>
        <source>PIPs: {dice}</source>
        <translation>PIPs: {dice}</translation>
    </message>
    <message>
        <source>Move {e}</source>
        <translation>{e} bewegen</translation>
    </message>
    <message>
        <source>Move the group of {command}: {ids}</source>
        <translation>Die Gruppe der Befehlsgruppe {command} bewegen: {ids}</translation>
    </message>
    <message>
        <source>Let {e} stand this bound (no PIP spent)</source>
        <translation>{e} in dieser Runde stehen lassen (kein PIP verbraucht)</translation>
    </message>
    <message>
        <source>{e}: {legs}</source>
        <translation>{e}: {legs}</translation>
    </message>
    <message>
        <source>The group {ids}: {legs}</source>
        <translation>Die Gruppe {ids}: {legs}</translation>
    </message>
    <message>
        <source>{e}: break off from the melee (BB-BREAK-1)</source>
        <translation>{e}: sich aus dem Nahkampf lösen (BB-BREAK-1)</translation>
    </message>
    <message>
        <source>{e}: dismount (BB-TYPE-7)</source>
        <translation>{e}: absitzen (BB-TYPE-7)</translation>
    </message>
    <message>
        <source>{gun}: ignore the Jäger {j}, shoot at {t} (BB-SHOOT-8)</source>
        <translation>{gun}: die Jäger {j} übergehen, {t} beschießen (BB-SHOOT-8)</translation>
    </message>
    <message>
        <source>{gun}: shoot at {t}</source>
        <translation>{gun}: {t} beschießen</translation>
    </message>
    <message>
        <source>Shoot at {t}</source>
        <translation>{t} beschießen</translation>
    </message>
    <message>
        <source>Melee: {a} against {b}</source>
        <translation>Nahkampf: {a} gegen {b}</translation>
    </message>
    <message>
        <source>a group is picked in the movement phase, before any element of it moves (BB-MOVE-3)</source>
        <translation>eine Gruppe wird in der Bewegungsphase gewählt, bevor sich eines ihrer Elemente bewegt (BB-MOVE-3)</translation>
    </message>
    <message>
        <source>a group is two or more of your elements (BB-MOVE-3)</source>
        <translation>eine Gruppe besteht aus zwei oder mehr deiner Elemente (BB-MOVE-3)</translation>
    </message>
    <message>
        <source>a group is of one command; these elements are of {commands} (BB-MOVE-3)</source>
        <translation>eine Gruppe gehört zu einer Befehlsgruppe; diese Elemente gehören zu {commands} (BB-MOVE-3)</translation>
    </message>
    <message>
        <source>these elements are not one group: each must touch another side to side, fronts in line, or front to rear, all facing one way (BB-MOVE-3)</source>
        <translation>diese Elemente bilden keine Gruppe: jedes muss ein anderes Seite an Seite mit den Fronten in einer Linie oder Front an Rücken berühren, alle in dieselbe Richtung blickend (BB-MOVE-3)</translation>
    </message>
    <message>
        <source>The group {ids}: drag one of its elements to move it as one body (BB-MOVE-4); Esc to let go</source>
        <translation>Die Gruppe {ids}: ziehe eines ihrer Elemente, um sie geschlossen zu bewegen (BB-MOVE-4); Esc, um sie loszulassen</translation>
    </message>
    <message>
        <source>{e} stands in no group: none of its command&apos;s elements touches it side to side or front to rear, facing its way (BB-MOVE-3)</source>
        <translation>{e} steht in keiner Gruppe: kein Element seiner Befehlsgruppe berührt es Seite an Seite oder Front an Rücken und blickt in seine Richtung (BB-MOVE-3)</translation>
    </message>
    <message>
        <source>{e} is no longer on the table</source>
        <translation>{e} steht nicht mehr auf dem Tisch</translation>
    </message>
    <message>
        <source>First give the PIP dice to your commands: the buttons above (BB-PIP-1)</source>
        <translation>Verteile zuerst die PIP-Würfel auf deine Befehlsgruppen: die Knöpfe oben (BB-PIP-1)</translation>
    </message>
    <message>
        <source>First finish with {e}: drag its move, choose one above, or let it stand (BB-MOVE-2)</source>
        <translation>Schließe zuerst {e} ab: ziehe seine Bewegung, wähle oben eine oder lass es stehen (BB-MOVE-2)</translation>
    </message>
    <message>
        <source>First move the group {ids}, or let it stand (BB-MOVE-4)</source>
        <translation>Bewege zuerst die Gruppe {ids} oder lass sie stehen (BB-MOVE-4)</translation>
    </message>
    <message>
        <source>{e} is not yours: {side} move now (BB-SEQ-1)</source>
        <translation>{e} gehört nicht dir: jetzt zieht die Seite {side} (BB-SEQ-1)</translation>
    </message>
    <message>
        <source>{e} has moved: drag it for a second move, more than 1000 paces from any enemy it sees or along a road (BB-TAC-1)</source>
        <translation>{e} hat sich bewegt: ziehe es für eine zweite Bewegung, mehr als 1000 Schritt von jedem Feind entfernt, den es sieht, oder entlang einer Straße (BB-TAC-1)</translation>
    </message>
    <message>
        <source>{e}: drag it to move it (BB-MOVE-2)</source>
        <translation>{e}: ziehe es, um es zu bewegen (BB-MOVE-2)</translation>
    </message>
    <message>
        <source>{e} is no target of a shooting combat now: click a target, or choose above (BB-SHOOT-13)</source>
        <translation>{e} ist jetzt nicht Ziel eines Beschusses: klicke ein Ziel an oder wähle oben (BB-SHOOT-13)</translation>
    </message>
    <message>
        <source>{e} fights no melee now: its front touches no enemy&apos;s front (BB-MELEE-1)</source>
        <translation>{e} kämpft jetzt keinen Nahkampf: seine Front berührt keine feindliche Front (BB-MELEE-1)</translation>
    </message>
    <message>
        <source>Choose above whether {gun} ignores the Jäger (BB-SHOOT-8)</source>
        <translation>Wähle oben, ob {gun} die Jäger übergeht (BB-SHOOT-8)</translation>
    </message>
    <message>
        <source>Nothing for {e} to do now: {prompt}</source>
        <translation>Für {e} gibt es jetzt nichts zu tun: {prompt}</translation>
    </message>
    <message>
        <source>Move {d} in toward {deg}°</source>
        <translation>{d} Zoll in Richtung {deg}° bewegen</translation>
    </message>
    <message>
        <source>Turn {deg}° on the spot</source>
        <translation>Auf der Stelle um {deg}° drehen</translation>
    </message>
    <message>
        <source>Face {deg}°</source>
        <translation>Nach {deg}° ausrichten</translation>
    </message>
    <message>
        <source>Turn the group {deg}°</source>
        <translation>Die Gruppe um {deg}° drehen</translation>
    </message>
    <message>
        <source>Advance {d} in</source>
        <translation>{d} Zoll vorrücken</translation>
    </message>
    <message>
        <source>Wheel {deg}° left</source>
        <translation>Um {deg}° nach links schwenken</translation>
    </message>
    <message>
        <source>Wheel {deg}° right</source>
        <translation>Um {deg}° nach rechts schwenken</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Stehen bleiben</translation>
    </message>
    <message>
        <source>stay</source>
        <translation>stehen bleiben</translation>
    </message>
    <message>
        <source>{first}, then {next}</source>
        <translation>{first}, dann {next}</translation>
    </message>
    <message>
        <source>{unit} fires at {target}</source>
        <translation>{unit} schießt auf {target}</translation>
    </message>
    <message>
        <source>, {cover} cover {fraction}</source>
        <translation>, Deckung {cover} {fraction}</translation>
    </message>
    <message>
        <source>{unit} fires at {target}: {d} in{cover}</source>
        <translation>{unit} schießt auf {target}: {d} Zoll{cover}</translation>
    </message>
    <message>
        <source>Form a block</source>
        <translation>Block bilden</translation>
    </message>
    <message>
        <source>Form a line {files} wide</source>
        <translation>Linie bilden, {files} Figurenreihen breit</translation>
    </message>
    <message>
        <source>Skirmish order</source>
        <translation>Zu Plänklern wechseln</translation>
    </message>
    <message>
        <source>Turn left (90°)</source>
        <translation>Nach links wenden (90°)</translation>
    </message>
    <message>
        <source>Turn about (180°)</source>
        <translation>Nach hinten wenden (180°)</translation>
    </message>
    <message>
        <source>Turn right (90°)</source>
        <translation>Nach rechts wenden (90°)</translation>
    </message>
    <message>
        <source>Get in split among {vehicles}</source>
        <translation>Aufgeteilt einsteigen in {vehicles}</translation>
    </message>
    <message>
        <source>Get into {vehicle}</source>
        <translation>In {vehicle} einsteigen</translation>
    </message>
    <message>
        <source>Move {unit}, carried in {vehicle}</source>
        <translation>{unit} bewegen, in {vehicle} transportiert</translation>
    </message>
    <message>
        <source>Move {unit}</source>
        <translation>{unit} bewegen</translation>
    </message>
    <message>
        <source>{unit} gets in split among {vehicles}</source>
        <translation>{unit} steigt aufgeteilt ein in {vehicles}</translation>
    </message>
    <message>
        <source>{unit} gets into {vehicle}</source>
        <translation>{unit} steigt in {vehicle} ein</translation>
    </message>
    <message>
        <source>{unit}: get out at the front</source>
        <translation>{unit}: vorne aussteigen</translation>
    </message>
    <message>
        <source>{unit}: get out at the rear</source>
        <translation>{unit}: hinten aussteigen</translation>
    </message>
    <message>
        <source>{unit} stays in</source>
        <translation>{unit} bleibt im Fahrzeug</translation>
    </message>
    <message>
        <source>{unit}: {legs}</source>
        <translation>{unit}: {legs}</translation>
    </message>
    <message>
        <source>{unit} stands</source>
        <translation>{unit} bleibt stehen</translation>
    </message>
    <message>
        <source>{unit}: form a block</source>
        <translation>{unit}: Block bilden</translation>
    </message>
    <message>
        <source>{unit}: form a line {files} wide</source>
        <translation>{unit}: Linie bilden, {files} Figurenreihen breit</translation>
    </message>
    <message>
        <source>{unit}: skirmish order</source>
        <translation>{unit}: zu Plänklern wechseln</translation>
    </message>
    <message>
        <source>{unit} holds its fire</source>
        <translation>{unit} hält das Feuer zurück</translation>
    </message>
    <message>
        <source>End the fire of the {group}</source>
        <translation>Feuer beenden: {group}</translation>
    </message>
    <message>
        <source>{scout} learns when {unit} arrives from the reserve</source>
        <translation>{scout} erfährt, wann {unit} aus der Reserve eintrifft</translation>
    </message>
    <message>
        <source>No more orders for the officers</source>
        <translation>Keine weiteren Befehle für die Offiziere</translation>
    </message>
    <message>
        <source>{unit}: remove {piece}</source>
        <translation>{unit}: {piece} beseitigen</translation>
    </message>
    <message>
        <source>The guide leads through no piece</source>
        <translation>Der Ortskundige führt durch kein Geländestück</translation>
    </message>
    <message>
        <source>The guide leads through {piece} in {sector}</source>
        <translation>Der Ortskundige führt durch {piece} in {sector}</translation>
    </message>
    <message>
        <source>The guide leads through {piece}</source>
        <translation>Der Ortskundige führt durch {piece}</translation>
    </message>
    <message>
        <source>{unit} carries to {target}: {order}</source>
        <translation>{unit} bringt {target}: {order}</translation>
    </message>
    <message>
        <source>{unit} delivers the order to {target}</source>
        <translation>{unit} überbringt {target} den Befehl</translation>
    </message>
    <message>
        <source>{unit} in reserve: arrives in round {n} in {sector}</source>
        <translation>{unit} in Reserve: trifft in Runde {n} in {sector} ein</translation>
    </message>
    <message>
        <source>{unit}, gun {n}: a strip at {part}</source>
        <translation>{unit}, Geschütz {n}: ein Streifen auf {part}</translation>
    </message>
    <message>
        <source>{order}: an enemy stands there, and a unit charges only from its own sector (D12)</source>
        <translation>{order}: dort steht ein Gegner, und eine Einheit stürmt nur aus ihrem eigenen Bereich an (D12)</translation>
    </message>
    <message>
        <source>{kind} artillery on {sector}</source>
        <translation>{kind} Artillerie auf {sector}</translation>
    </message>
    <message>
        <source>The artillery plan is written</source>
        <translation>Der Artillerieplan ist geschrieben</translation>
    </message>
    <message>
        <source>{unit} charges {target}</source>
        <translation>{unit} stürmt {target}</translation>
    </message>
    <message>
        <source>{scout} watches {unit}</source>
        <translation>{scout} beobachtet {unit}</translation>
    </message>
    <message>
        <source>The scouts learn nothing more</source>
        <translation>Die Späher erfahren nichts mehr</translation>
    </message>
    <message>
        <source>End the deployment</source>
        <translation>Aufstellung beenden</translation>
    </message>
    <message>
        <source>{unit} placed at {x}, {y}</source>
        <translation>{unit} aufgestellt bei {x}, {y}</translation>
    </message>
    <message>
        <source>{unit}, gun {n}: a strip toward {degrees} degrees</source>
        <translation>{unit}, Geschütz {n}: ein Streifen in Richtung {degrees} Grad</translation>
    </message>
    <message>
        <source>{unit}, gun {n}: a disc at {x}, {y}</source>
        <translation>{unit}, Geschütz {n}: eine Scheibe bei {x}, {y}</translation>
    </message>
    <message>
        <source>Hold in reserve: arrives in round {n}...</source>
        <extracomment>the ends a step shows first: its other buttons may be more than the bar shows at once (a scout watching any of a dozen enemy units), and letting it be must not hide at the end of a scrolled list</extracomment>
        <translation>In Reserve halten: trifft in Runde {n} ein...</translation>
    </message>
    <message>
        <source>Click the sector of your zone where {unit} arrives in round {n} (FL-SETUP-4); Esc to step back</source>
        <translation>Klicke den Sektor deiner Zone, in dem {unit} in Runde {n} eintrifft (FL-SETUP-4); Esc für einen Schritt zurück</translation>
    </message>
    <message>
        <source>Set up {unit} after all (it arrives in round {n} in {sector})</source>
        <translation>{unit} doch aufstellen (trifft in Runde {n} in {sector} ein)</translation>
    </message>
    <message>
        <source>Carry a new order...</source>
        <translation>Einen neuen Befehl überbringen...</translation>
    </message>
    <message>
        <source>Click the unit {unit} carries the new order to (FL-SPEC-2); Esc to step back</source>
        <translation>Klicke die Einheit, der {unit} den neuen Befehl bringt (FL-SPEC-2); Esc für einen Schritt zurück</translation>
    </message>
    <message>
        <source>{unit} is no unit of its side with an order (FL-SPEC-2)</source>
        <translation>{unit} ist keine Einheit der eigenen Seite mit Befehl (FL-SPEC-2)</translation>
    </message>
    <message>
        <source>{unit}: an order to carry</source>
        <translation>{unit}: ein Befehl zum Überbringen</translation>
    </message>
    <message>
        <source>{unit}: drag it where it starts, or hold it in reserve</source>
        <translation>{unit}: dorthin ziehen, wo sie beginnt, oder in Reserve halten</translation>
    </message>
    <message>
        <source>{reason} ({rule})</source>
        <translation>{reason} ({rule})</translation>
    </message>
    <message>
        <source>{unit} is not on the table</source>
        <translation>{unit} steht nicht auf dem Tisch</translation>
    </message>
    <message>
        <source>Write the order of {unit}: click the sector it is to hold or attack on the table (FL-ORD-1)</source>
        <translation>Schreibe den Befehl von {unit}: klicke auf dem Tisch den Bereich an, den die Einheit halten oder angreifen soll (FL-ORD-1)</translation>
    </message>
    <message>
        <source>{unit} is not yours: {side} moves now (FL-MOVE-1)</source>
        <translation>{unit} gehört nicht dir: jetzt ist {side} mit der Bewegung dran (FL-MOVE-1)</translation>
    </message>
    <message>
        <source>First finish with {unit}: draw its move, turn it, re-form it or let it stand (FL-MOVE-1)</source>
        <translation>Schließe zuerst {unit} ab: zeichne ihre Bewegung, wende sie, forme sie um oder lass sie stehen (FL-MOVE-1)</translation>
    </message>
    <message>
        <source>{unit} has had its turn to move this round (FL-MOVE-1)</source>
        <translation>{unit} war in dieser Runde schon mit der Bewegung dran (FL-MOVE-1)</translation>
    </message>
    <message>
        <source>{firer} may not fire at {unit}: out of range, out of its front arc or out of sight (FL-FIRE-3)</source>
        <translation>{firer} darf nicht auf {unit} schießen: außer Reichweite, außerhalb des Frontbereichs oder außer Sicht (FL-FIRE-3)</translation>
    </message>
    <message>
        <source>{firer} fires at the nearest enemy unit it may fire at, not at {unit} (FL-FIRE-5)</source>
        <translation>{firer} schießt auf die nächste gegnerische Einheit, auf die sie schießen darf, nicht auf {unit} (FL-FIRE-5)</translation>
    </message>
    <message>
        <source>No unit of {side} may fire at {unit} now (FL-FIRE-3, FL-FIRE-5)</source>
        <translation>Keine Einheit von {side} darf jetzt auf {unit} schießen (FL-FIRE-3, FL-FIRE-5)</translation>
    </message>
    <message>
        <source>{unit} has fired or held its fire this round (FL-FIRE-1)</source>
        <translation>{unit} hat in dieser Runde schon geschossen oder das Feuer zurückgehalten (FL-FIRE-1)</translation>
    </message>
    <message>
        <source>{unit} moved: only units that did not move fire now (FL-FIRE-7)</source>
        <translation>{unit} hat sich bewegt: jetzt schießen nur Einheiten, die sich nicht bewegt haben (FL-FIRE-7)</translation>
    </message>
    <message>
        <source>{unit} has no enemy it may fire at now (FL-FIRE-3, FL-FIRE-8)</source>
        <translation>{unit} hat jetzt keinen Gegner, auf den sie schießen darf (FL-FIRE-3, FL-FIRE-8)</translation>
    </message>
    <message>
        <source>End the recruitment</source>
        <translation>Rekrutierung beenden</translation>
    </message>
    <message>
        <source>Stand</source>
        <extracomment>a selected unit&apos;s own buttons, without its name (the prompt names it)</extracomment>
        <translation>Standhalten</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Feuern</translation>
    </message>
    <message>
        <source>No promotion</source>
        <translation>Keine Beförderung</translation>
    </message>
    <message>
        <source>March from {box}</source>
        <extracomment>the unit the action names (the firer of a ``target``) where it starts: the unit&apos;s box the box a click picks: a march&apos;s box, a move&apos;s destination, a port, a battle&apos;s box, a retreat&apos;s box, a recruit&apos;s city, a target&apos;s box every box of a move&apos;s path, the unit&apos;s first a target&apos;s enemy unit &quot;MI&quot; or &quot;MC&quot; for a recruit</extracomment>
        <translation>Marsch aus {box}</translation>
    </message>
    <message>
        <source>The battle in {box}</source>
        <translation>Die Schlacht in {box}</translation>
    </message>
    <message>
        <source>Retreat to {box}</source>
        <translation>Rückzug nach {box}</translation>
    </message>
    <message>
        <source>The cavalry retreats to {box}</source>
        <translation>Die Kavallerie zieht sich nach {box} zurück</translation>
    </message>
    <message>
        <source>Recruit a militia infantry in {box}</source>
        <translation>Eine Miliz-Infanterie in {box} rekrutieren</translation>
    </message>
    <message>
        <source>Recruit a militia cavalry in {box}</source>
        <translation>Eine Miliz-Kavallerie in {box} rekrutieren</translation>
    </message>
    <message>
        <source>{unit} to {box}</source>
        <translation>{unit} nach {box}</translation>
    </message>
    <message>
        <source>{unit} by sea to {box}</source>
        <translation>{unit} zur See nach {box}</translation>
    </message>
    <message>
        <source>{unit} lands in {box}</source>
        <translation>{unit} landet in {box}</translation>
    </message>
    <message>
        <source>{unit} fires at {enemy}</source>
        <translation>{unit} feuert auf {enemy}</translation>
    </message>
    <message>
        <source>{unit} fortifies</source>
        <translation>{unit} legt Befestigungen an</translation>
    </message>
    <message>
        <source>Promote {unit}</source>
        <translation>{unit} befördern</translation>
    </message>
    <message>
        <source>{unit} reinforces the battle</source>
        <translation>{unit} verstärkt die Schlacht</translation>
    </message>
    <message>
        <source>choose the next battle (NS-CBT-2)</source>
        <translation>wähle die nächste Schlacht (NS-CBT-2)</translation>
    </message>
    <message>
        <source>{unit} is already fortified (NS-FORT-3)</source>
        <translation>{unit} ist bereits befestigt (NS-FORT-3)</translation>
    </message>
    <message>
        <source>{unit} stands in its own permanent fortification and is fortified already (NS-FORT-4)</source>
        <translation>{unit} steht in ihrer eigenen permanenten Befestigung und ist bereits befestigt (NS-FORT-4)</translation>
    </message>
    <message>
        <source>{unit} cannot fortify in a box holding enemy units (NS-FORT-1)</source>
        <translation>{unit} kann in einer Box mit feindlichen Einheiten keine Befestigungen anlegen (NS-FORT-1)</translation>
    </message>
    <message>
        <source>{unit} cannot finish a fortification here: outside a recruitment box it takes two marches of the same player turn, both spent fortifying (NS-FORT-2)</source>
        <translation>{unit} kann hier keine Befestigung fertigstellen: außerhalb einer Rekrutierungs-Box braucht sie zwei Märsche desselben Spielzugs, beide für die Befestigung (NS-FORT-2)</translation>
    </message>
    <message>
        <source>{unit} is fortified in {box}</source>
        <translation>{unit} ist in {box} befestigt</translation>
    </message>
    <message>
        <source>{unit} begins fortifying in {box}: one more march</source>
        <translation>{unit} beginnt in {box} Befestigungen anzulegen: noch ein Marsch</translation>
    </message>
    <message>
        <source>{unit} has taken part in two marches this player turn (NS-MOVE-7)</source>
        <translation>{unit} hat in diesem Spielzug schon an zwei Märschen teilgenommen (NS-MOVE-7)</translation>
    </message>
    <message>
        <source>{unit} entered a box holding enemy units and must stay there this player turn (NS-MOVE-8)</source>
        <translation>{unit} ist in eine Box mit feindlichen Einheiten gezogen und muss in diesem Spielzug dort bleiben (NS-MOVE-8)</translation>
    </message>
    <message>
        <source>{unit} moved by sea this player turn and makes no other move (NS-SEA-2)</source>
        <translation>{unit} hat sich in diesem Spielzug zur See bewegt und führt keine andere Bewegung aus (NS-SEA-2)</translation>
    </message>
    <message>
        <source>no marches are left (NS-MOVE-1)</source>
        <translation>keine Märsche mehr übrig (NS-MOVE-1)</translation>
    </message>
    <message>
        <source>{side}: {n} marches in the first game turn, no roll</source>
        <translation>{side}: {n} Märsche in der ersten Spielrunde, ohne Wurf</translation>
    </message>
    <message>
        <source>roll for your marches (NS-MOVE-1)</source>
        <translation>würfle für deine Märsche (NS-MOVE-1)</translation>
    </message>
    <message>
        <source>1 march left: start a march from a box, or end the movement (NS-MOVE-3)</source>
        <translation>1 Marsch übrig: beginne einen Marsch aus einer Box oder beende die Bewegung (NS-MOVE-3)</translation>
    </message>
    <message>
        <source>{n} marches left: start a march from a box, or end the movement (NS-MOVE-3)</source>
        <translation>{n} Märsche übrig: beginne einen Marsch aus einer Box oder beende die Bewegung (NS-MOVE-3)</translation>
    </message>
    <message>
        <source>1 march left: start a march from a box, move by sea, or end the movement (NS-MOVE-3)</source>
        <translation>1 Marsch übrig: beginne einen Marsch aus einer Box, bewege dich zur See oder beende die Bewegung (NS-MOVE-3)</translation>
    </message>
    <message>
        <source>{n} marches left: start a march from a box, move by sea, or end the movement (NS-MOVE-3)</source>
        <translation>{n} Märsche übrig: beginne einen Marsch aus einer Box, bewege dich zur See oder beende die Bewegung (NS-MOVE-3)</translation>
    </message>
    <message>
        <source>marches</source>
        <translation>Märsche</translation>
    </message>
    <message>
        <source>{side}: {n} marches</source>
        <translation>{side}: {n} Märsche</translation>
    </message>
    <message>
        <source>the Union may make a sea landing this player turn</source>
        <translation>die Union darf in diesem Spielzug eine Landung zur See unternehmen</translation>
    </message>
    <message>
        <source>{side} ends the movement; 1 march is lost</source>
        <translation>Die {side} beendet die Bewegung; 1 Marsch verfällt</translation>
    </message>
    <message>
        <source>{side} ends the movement; {n} marches are lost</source>
        <translation>Die {side} beendet die Bewegung; {n} Märsche verfallen</translation>
    </message>
    <message>
        <source>{side} marches from {box} (1 march left)</source>
        <translation>{side}: Marsch aus {box} (1 Marsch übrig)</translation>
    </message>
    <message>
        <source>{side} marches from {box} ({n} marches left)</source>
        <translation>{side}: Marsch aus {box} ({n} Märsche übrig)</translation>
    </message>
    <message>
        <source>march from {box}: move or fortify at least one of its units, one action each (NS-MOVE-3); Ctrl+Z takes the march back</source>
        <translation>Marsch aus {box}: bewege mindestens eine der Einheiten dort oder lass sie Befestigungen anlegen, eine Aktion je Einheit (NS-MOVE-3); Strg+Z nimmt den Marsch zurück</translation>
    </message>
    <message>
        <source>march from {box}: move or fortify its units, one action each (NS-MOVE-3)</source>
        <translation>Marsch aus {box}: bewege die Einheiten dort oder lass sie Befestigungen anlegen, eine Aktion je Einheit (NS-MOVE-3)</translation>
    </message>
    <message>
        <source>{unit} jumps past {through}: {path}</source>
        <translation>{unit} springt über {through} hinweg: {path}</translation>
    </message>
    <message>
        <source>{unit} moves {path} and stops: enemy units are there</source>
        <translation>{unit} zieht ({path}) und bleibt stehen: dort stehen feindliche Einheiten</translation>
    </message>
    <message>
        <source>{unit} moves {path}</source>
        <translation>{unit} zieht: {path}</translation>
    </message>
    <message>
        <source>{unit} lands in {box} from the sea</source>
        <translation>{unit} landet von See aus in {box}</translation>
    </message>
    <message>
        <source>{unit} moves by sea from {origin} to {box}</source>
        <translation>{unit} bewegt sich zur See von {origin} nach {box}</translation>
    </message>
    <message>
        <source>{side} cavalry occupies {box}: held only while it stays</source>
        <translation>Kavallerie der {side} besetzt {box}: nur gehalten, solange sie dort bleibt</translation>
    </message>
    <message>
        <source>{side} occupies {box}</source>
        <translation>Die {side} besetzt {box}</translation>
    </message>
    <message>
        <source>{side} infantry in {box} holds it for good</source>
        <translation>Infanterie der {side} in {box} hält die Box dauerhaft</translation>
    </message>
    <message>
        <source>militia infantry</source>
        <extracomment>T1 (NS-COMP-3): combat value by arm and quality; front and back alike. Elite cavalry&apos;s 3 is an interpretation (&quot;What a program must decide&quot; 3). the two-letter codes of the notation and the pieces&apos; labels: &quot;MI&quot; militia infantry ...</extracomment>
        <translation>Miliz-Infanterie</translation>
    </message>
    <message>
        <source>veteran infantry</source>
        <translation>Veteranen-Infanterie</translation>
    </message>
    <message>
        <source>elite infantry</source>
        <translation>Elite-Infanterie</translation>
    </message>
    <message>
        <source>militia cavalry</source>
        <translation>Miliz-Kavallerie</translation>
    </message>
    <message>
        <source>veteran cavalry</source>
        <translation>Veteranen-Kavallerie</translation>
    </message>
    <message>
        <source>elite cavalry</source>
        <translation>Elite-Kavallerie</translation>
    </message>
    <message>
        <source>{side} {kind}</source>
        <translation>{kind} ({side})</translation>
    </message>
    <message>
        <source>roll for Confederate replacements (NS-AID-5)</source>
        <translation>würfle für Konföderierten Ersatz (NS-AID-5)</translation>
    </message>
    <message>
        <source>you may promote one of your units (NS-PROM-3)</source>
        <translation>du darfst eine deiner Einheiten befördern (NS-PROM-3)</translation>
    </message>
    <message>
        <source>replacements</source>
        <translation>Ersatz</translation>
    </message>
    <message>
        <source>two promotions this segment</source>
        <translation>zwei Beförderungen in diesem Segment</translation>
    </message>
    <message>
        <source>the {side} army is at its maximum of {n} units (NS-RECR-4)</source>
        <extracomment>T9 (NS-AID-4): recruits by die face under historical recruiting</extracomment>
        <translation>die Armee der {side} hat ihre maximale Größe von {n} Einheiten erreicht (NS-RECR-4)</translation>
    </message>
    <message>
        <source>no {kind} is left in the pool (NS-RECR-2)</source>
        <translation>keine {kind} mehr im Rekrutierungs-Pool (NS-RECR-2)</translation>
    </message>
    <message>
        <source>the Union may have only {n} militia infantry on the map until the next draft (NS-DRAFT-3)</source>
        <translation>die Union darf bis zum nächsten Truppeneinziehen nur {n} Miliz-Infanterie auf dem Spielbrett haben (NS-DRAFT-3)</translation>
    </message>
    <message>
        <source>{box} is not a recruitment city of the {side} now: it must be owned and show a number in your colour (NS-RECR-3, NS-RECR-6)</source>
        <translation>{box} ist jetzt keine Rekrutierungsstadt der {side}: sie muss ihr gehören und eine Ziffer in deiner Farbe zeigen (NS-RECR-3, NS-RECR-6)</translation>
    </message>
    <message>
        <source>{box} has had its recruits this segment (NS-RECR-3)</source>
        <translation>{box} hat in diesem Segment schon ihre Rekruten erhalten (NS-RECR-3)</translation>
    </message>
    <message>
        <source>only militia are recruited: MI or MC (NS-RECR-2)</source>
        <translation>rekrutiert wird nur Miliz: MI oder MC (NS-RECR-2)</translation>
    </message>
    <message>
        <source>{box} holds enemy units</source>
        <translation>in {box} stehen feindliche Einheiten</translation>
    </message>
    <message>
        <source>{side} recruits nothing: its army is at its maximum of {n} units</source>
        <translation>Die {side} rekrutiert nichts: ihre Armee hat die maximale Größe von {n} Einheiten erreicht</translation>
    </message>
    <message>
        <source>{side} recruits nothing: its pool is empty</source>
        <translation>Die {side} rekrutiert nichts: ihr Rekrutierungs-Pool ist leer</translation>
    </message>
    <message>
        <source>{side} recruits nothing: only drafted militia infantry may be recruited</source>
        <translation>Die {side} rekrutiert nichts: nur eingezogene Miliz-Infanterie darf rekrutiert werden</translation>
    </message>
    <message>
        <source>{side} recruits nothing: none of its recruitment cities can take a recruit</source>
        <translation>Die {side} rekrutiert nichts: keine ihrer Rekrutierungsstädte kann einen Rekruten aufnehmen</translation>
    </message>
    <message>
        <source>roll for your recruits, or recruit nobody (NS-RECR-1)</source>
        <translation>würfle für deine Rekruten oder rekrutiere niemanden (NS-RECR-1)</translation>
    </message>
    <message>
        <source>{n} recruits left, but only {can} can be placed ({rule}): place militia in your recruitment cities (NS-RECR-3)</source>
        <translation>{n} Rekruten übrig, aber nur Platz für {can} ({rule}): stelle Miliz in deinen Rekrutierungsstädten auf (NS-RECR-3)</translation>
    </message>
    <message>
        <source>1 recruit left: place militia in your recruitment cities (NS-RECR-3)</source>
        <translation>1 Rekrut übrig: stelle Miliz in deinen Rekrutierungsstädten auf (NS-RECR-3)</translation>
    </message>
    <message>
        <source>{n} recruits left: place militia in your recruitment cities (NS-RECR-3)</source>
        <translation>{n} Rekruten übrig: stelle Miliz in deinen Rekrutierungsstädten auf (NS-RECR-3)</translation>
    </message>
    <message>
        <source>recruits</source>
        <translation>Rekruten</translation>
    </message>
    <message>
        <source>{side}: {n} recruits</source>
        <translation>{side}: {n} Rekruten</translation>
    </message>
    <message>
        <source>The Union drafts {n} militia infantry: up to {total} may be on the map</source>
        <translation>Die Union zieht {n} Miliz-Infanterie ein: bis zu {total} dürfen auf dem Spielbrett sein</translation>
    </message>
    <message>
        <source>{unit}: no such unit</source>
        <translation>{unit}: keine solche Einheit</translation>
    </message>
    <message>
        <source>{unit} is not a unit of the {side}</source>
        <translation>{unit} ist keine Einheit der {side}</translation>
    </message>
    <message>
        <source>{unit} is not on the map</source>
        <translation>{unit} ist nicht auf dem Spielbrett</translation>
    </message>
    <message>
        <source>{unit} is not in {box}, the box this march started from (NS-MOVE-3)</source>
        <translation>{unit} steht nicht in {box}, der Box, aus der dieser Marsch begann (NS-MOVE-3)</translation>
    </message>
    <message>
        <source>{unit} has already taken part in this march (NS-MOVE-3)</source>
        <translation>{unit} hat an diesem Marsch schon teilgenommen (NS-MOVE-3)</translation>
    </message>
    <message>
        <source>a path starts at the unit&apos;s box, {box}</source>
        <translation>ein Weg beginnt in der Box der Einheit, {box}</translation>
    </message>
    <message>
        <source>no march goes further than two boxes (T4, NS-MOVE-4)</source>
        <translation>kein Marsch geht weiter als zwei Boxen (T4, NS-MOVE-4)</translation>
    </message>
    <message>
        <source>{a} and {b} are not joined by a line (NS-MOVE-3)</source>
        <translation>{a} und {b} sind durch keine Linie verbunden (NS-MOVE-3)</translation>
    </message>
    <message>
        <source>a march does not come back to the box it started from</source>
        <translation>ein Marsch kehrt nicht in die Box zurück, in der er begann</translation>
    </message>
    <message>
        <source>infantry moves only one box by road (T4, NS-MOVE-4)</source>
        <translation>Infanterie zieht per Straße nur eine Box (T4, NS-MOVE-4)</translation>
    </message>
    <message>
        <source>infantry uses only one kind of line in a march (NS-MOVE-6)</source>
        <translation>Infanterie benutzt in einem Marsch nur eine Art von Transportlinie (NS-MOVE-6)</translation>
    </message>
    <message>
        <source>cavalry does not mix river with road or railroad in a march (NS-MOVE-6)</source>
        <translation>Kavallerie kombiniert in einem Marsch keinen Fluss mit Straße oder Eisenbahnlinie (NS-MOVE-6)</translation>
    </message>
    <message>
        <source>infantry goes two boxes by railroad only along its own railroads, both ends owned by its side (NS-MOVE-5)</source>
        <translation>Infanterie zieht per Eisenbahn nur auf eigenen Eisenbahnlinien zwei Boxen, beide Enden im Besitz ihrer Seite (NS-MOVE-5)</translation>
    </message>
    <message>
        <source>{box} holds enemy units: a unit entering it must stop there (NS-MOVE-8)</source>
        <translation>in {box} stehen feindliche Einheiten: eine Einheit, die dort hineinzieht, muss dort stehen bleiben (NS-MOVE-8)</translation>
    </message>
    <message>
        <source>{unit} has made its one jump this player turn (NS-JUMP-3)</source>
        <translation>{unit} hat in diesem Spielzug ihre eine Sprung-Bewegung schon ausgeführt (NS-JUMP-3)</translation>
    </message>
    <message>
        <source>a jump may not end in a box holding enemy units (NS-JUMP-1)</source>
        <translation>eine Sprung-Bewegung darf nicht in einer Box mit feindlichen Einheiten enden (NS-JUMP-1)</translation>
    </message>
    <message>
        <source>a cavalry jump may not pass through a box holding enemy cavalry (NS-JUMP-1, NS-JUMP-3)</source>
        <translation>eine Sprung-Bewegung der Kavallerie darf nicht durch eine Box mit feindlicher Kavallerie führen (NS-JUMP-1, NS-JUMP-3)</translation>
    </message>
    <message>
        <source>only cavalry jumps along roads and railroads, and only the Union jumps along rivers, downstream on both lines (NS-JUMP-1, NS-JUMP-2)</source>
        <translation>nur Kavallerie springt entlang von Straßen und Eisenbahnlinien, und nur die Union springt entlang von Flüssen, auf beiden Linien flussabwärts (NS-JUMP-1, NS-JUMP-2)</translation>
    </message>
    <message>
        <source>no unit of yours in {box} can move or fortify now (NS-MOVE-3, NS-MOVE-7)</source>
        <translation>keine deiner Einheiten in {box} kann sich jetzt bewegen oder Befestigungen anlegen (NS-MOVE-3, NS-MOVE-7)</translation>
    </message>
    <message>
        <source>start a march from a box first (NS-MOVE-3)</source>
        <translation>beginne zuerst einen Marsch aus einer Box (NS-MOVE-3)</translation>
    </message>
    <message>
        <source>finish the march from {box} first (end-march) (NS-MOVE-3)</source>
        <translation>beende zuerst den Marsch aus {box} (end-march) (NS-MOVE-3)</translation>
    </message>
    <message>
        <source>{unit} cannot be promoted: elite units are not promoted, and a counter of the next quality must be left (NS-PROM-1, NS-PROM-5)</source>
        <translation>{unit} kann nicht befördert werden: Elite-Einheiten werden nicht befördert, und ein Spielstein der nächsthöheren Qualität muss übrig sein (NS-PROM-1, NS-PROM-5)</translation>
    </message>
    <message>
        <source>{box}: no such box</source>
        <translation>{box}: keine solche Box</translation>
    </message>
    <message>
        <source>a path names the unit&apos;s box and at least one more</source>
        <translation>ein Weg nennt die Box der Einheit und mindestens eine weitere</translation>
    </message>
    <message>
        <source>only the Union moves by sea (NS-SEA-1)</source>
        <translation>nur die Union bewegt sich zur See (NS-SEA-1)</translation>
    </message>
    <message>
        <source>{unit} did not begin the player turn in a port box (NS-SEA-2)</source>
        <translation>{unit} hat den Spielzug nicht in einer Hafen-Box begonnen (NS-SEA-2)</translation>
    </message>
    <message>
        <source>{unit} has already moved this player turn; a sea move is its only move (NS-SEA-2)</source>
        <translation>{unit} hat sich in diesem Spielzug schon bewegt; eine Seebewegung ist ihre einzige Bewegung (NS-SEA-2)</translation>
    </message>
    <message>
        <source>{box} is not a port (NS-SEA-2)</source>
        <translation>{box} ist kein Hafen (NS-SEA-2)</translation>
    </message>
    <message>
        <source>{box} is not a port the Union owns (NS-SEA-2)</source>
        <translation>{box} ist kein Hafen im Besitz der Union (NS-SEA-2)</translation>
    </message>
    <message>
        <source>a sea landing needs a march roll of 6 (NS-SEA-3)</source>
        <translation>eine Landung zur See braucht eine gewürfelte 6 für die Märsche (NS-SEA-3)</translation>
    </message>
    <message>
        <source>landing units start in {box} (NS-SEA-4)</source>
        <translation>landende Einheiten beginnen in {box} (NS-SEA-4)</translation>
    </message>
    <message>
        <source>on this map no box is where sea landings start (NS-SEA-4: the Confederacy&apos;s objective)</source>
        <translation>auf dieser Karte gibt es keine Box, in der Landungen zur See beginnen (NS-SEA-4: das Ziel der Konföderation)</translation>
    </message>
    <message>
        <source>a landing goes to a port the Confederacy owns (NS-SEA-4, NS-SEA-5)</source>
        <translation>eine Landung führt in einen Hafen im Besitz der Konföderation (NS-SEA-4, NS-SEA-5)</translation>
    </message>
    <message>
        <source>this player turn&apos;s landing goes to {box}: one port per landing (NS-SEA-5)</source>
        <translation>die Landung dieses Spielzugs geht nach {box}: ein Hafen je Landung (NS-SEA-5)</translation>
    </message>
    <message>
        <source>{unit} is in {box} already</source>
        <translation>{unit} steht schon in {box}</translation>
    </message>
    <message>
        <source>{box} holds Confederate units: only a landing goes there (NS-SEA-2)</source>
        <translation>in {box} stehen konföderierte Einheiten: nur eine Landung führt dorthin (NS-SEA-2)</translation>
    </message>
    <message>
        <source>January</source>
        <translation>Januar</translation>
    </message>
    <message>
        <source>February</source>
        <translation>Februar</translation>
    </message>
    <message>
        <source>March</source>
        <translation>März</translation>
    </message>
    <message>
        <source>April</source>
        <translation>April</translation>
    </message>
    <message>
        <source>May</source>
        <translation>Mai</translation>
    </message>
    <message>
        <source>June</source>
        <translation>Juni</translation>
    </message>
    <message>
        <source>July</source>
        <translation>Juli</translation>
    </message>
    <message>
        <source>August</source>
        <translation>August</translation>
    </message>
    <message>
        <source>September</source>
        <translation>September</translation>
    </message>
    <message>
        <source>October</source>
        <translation>Oktober</translation>
    </message>
    <message>
        <source>November</source>
        <translation>November</translation>
    </message>
    <message>
        <source>December</source>
        <translation>Dezember</translation>
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
        <translation>Spielrunde {n}: {months}</translation>
    </message>
    <message>
        <source>{side} player turn</source>
        <translation>Spielzug der {side}</translation>
    </message>
    <message>
        <source>The armies are set up: July 1861</source>
        <translation>Die Armeen sind aufgestellt: Juli 1861</translation>
    </message>
    <message>
        <source>The short game: ten game turns, July 1861 to June 1862</source>
        <translation>Kurzes Spiel: zehn Spielrunden, Juli 1861 bis Juni 1862</translation>
    </message>
    <message>
        <source>Inexperienced Union player: Confederate victory only at the end of a Union player turn</source>
        <translation>Unerfahrener Unionsspieler: Sieg der Konföderation nur am Ende eines Spielzugs der Union</translation>
    </message>
    <message>
        <source>Historical recruiting: table T9, two recruits in cities of value 3 or more</source>
        <translation>Historisches Rekrutieren: Tabelle T9, zwei Rekruten in Städten mit Wert 3 oder mehr</translation>
    </message>
    <message>
        <source>Confederate replacements: two promotions on a roll of 1 or 2</source>
        <translation>Konföderierter Ersatz: zwei Beförderungen bei einem Wurf von 1 oder 2</translation>
    </message>
    <message>
        <source>The Union owns every Confederate recruitment city of value 2 or 3 at once</source>
        <translation>Die Union besitzt zugleich jede Rekrutierungsstadt der Konföderation mit Wert 2 oder 3</translation>
    </message>
    <message>
        <source>The Confederacy occupies Washington</source>
        <translation>Die Konföderation besetzt Washington</translation>
    </message>
    <message>
        <source>The Confederate army maximum ({csa}) is higher than the Union&apos;s ({usa})</source>
        <translation>Die maximale Armeegröße der Konföderation ({csa}) ist höher als die der Union ({usa})</translation>
    </message>
    <message>
        <source>The Union has not won by the end of game turn {turn}</source>
        <translation>Die Union hat bis zum Ende von Spielrunde {turn} nicht gewonnen</translation>
    </message>
    <message>
        <source>The short game is over: the Union army maximum ({usa}) is at least 5 higher than the Confederacy&apos;s ({csa})</source>
        <translation>Das kurze Spiel ist vorbei: die maximale Armeegröße der Union ({usa}) ist um mindestens 5 höher als die der Konföderation ({csa})</translation>
    </message>
    <message>
        <source>The short game is over: the Union army maximum ({usa}) is not 5 higher than the Confederacy&apos;s ({csa})</source>
        <translation>Das kurze Spiel ist vorbei: die maximale Armeegröße der Union ({usa}) ist nicht um 5 höher als die der Konföderation ({csa})</translation>
    </message>
    <message>
        <source>Gettysburg, 1-3 July 1863 (the battle)</source>
        <extracomment>the game&apos;s id: its ruleset&apos;s name, written in records and saved games the module holding its computer kit as ``KIT`` (ai/kit.py imports it when the computer first plays) the module of its figures in the project&apos;s benchmark (benchmark.py): playouts, its maps the module that checks its own files for validate and topology (scenario/commands.py) the module that plays it at the terminal (cli.py&apos;s play and playout): the board as text, the menu, playouts</extracomment>
        <translation>Gettysburg, 1.-3. Juli 1863 (die Schlacht)</translation>
    </message>
    <message>
        <source>Crossroads (a small test battlefield)</source>
        <translation>Crossroads (ein kleines Testschlachtfeld)</translation>
    </message>
    <message>
        <source>Gettysburg (Martin Wallace, 1863: the battle)</source>
        <translation>Gettysburg (Martin Wallace, 1863: die Schlacht)</translation>
    </message>
    <message>
        <source>The whole war, July 1861 to June 1865</source>
        <extracomment>the variants a scenario is played with whatever New game ticks (NS-SHORT: the short game) what New game lists: scenario id -&gt; title</extracomment>
        <translation>Der ganze Krieg, Juli 1861 bis Juni 1865</translation>
    </message>
    <message>
        <source>The short game, July 1861 to June 1862</source>
        <translation>Das kurze Spiel, Juli 1861 bis Juni 1862</translation>
    </message>
    <message>
        <source>Norden &amp; Süden (Frank Chadwick: the whole war, 1861-1865)</source>
        <translation>Norden &amp; Süden (Frank Chadwick: der ganze Krieg, 1861-1865)</translation>
    </message>
    <message>
        <source>{side}, the only choice: {what}</source>
        <extracomment>the lone decisions the log tells as &quot;the only choice: ...&quot; nothing is hidden: every side sees the whole position (no hot-seat curtain needed) the keys of the events&apos; data that name boxes (a ``target`` names a unit here)</extracomment>
        <translation>{side}, einzige Möglichkeit: {what}</translation>
    </message>
    <message>
        <source>The game is over: the {side} wins. {why}</source>
        <translation>Das Spiel ist zu Ende: die {side} gewinnt. {why}</translation>
    </message>
    <message>
        <source>{side} {what} (any of the {n} alike units would do)</source>
        <extracomment>the lone decisions the log tells as &quot;the only choice: ...&quot; (choices among pieces, places and discs; not the buttons that close a step: ending a turn or a move, keeping the artillery)</extracomment>
        <translation>{side}: {what} (jede der {n} gleichartigen Einheiten käme in Frage)</translation>
    </message>
    <message>
        <source>{unit}: click where it goes or what it fires at (highlighted), or Esc</source>
        <extracomment>the verbs whose unit is clicked first and a box (or an enemy counter) next the buttons that give something up: offered after the others the verbs a click on a box means the buttons in the order of the player turn (NS-SEQ-2), each always in its place (``button_group``): the march roll, the movement&apos;s, the battles&apos;, the promotion&apos;s, the recruitment roll and its end (&quot;roll&quot; twice: its segment&apos;s is live)</extracomment>
        <translation>{unit}: klicke, wohin sie zieht oder worauf sie feuert (hervorgehoben), oder Esc</translation>
    </message>
    <message>
        <source>Click the enemy counter {unit} fires at (NS-FIRE-1)</source>
        <translation>Klicke auf den feindlichen Spielstein, auf den {unit} feuert (NS-FIRE-1)</translation>
    </message>
    <message>
        <source>{box}: {why}</source>
        <translation>{box}: {why}</translation>
    </message>
    <message>
        <source>Nothing to do in {box} now: {prompt}</source>
        <translation>In {box} gibt es jetzt nichts zu tun: {prompt}</translation>
    </message>
    <message>
        <source>Nothing for {unit} to do now: {prompt}</source>
        <translation>Für {unit} gibt es jetzt nichts zu tun: {prompt}</translation>
    </message>
    <message>
        <source>{unit} fires only at an enemy unit in its battle (NS-FIRE-1)</source>
        <translation>{unit} feuert nur auf eine feindliche Einheit in ihrer Schlacht (NS-FIRE-1)</translation>
    </message>
    <message>
        <source>{box} is more than two boxes from {unit}&apos;s box (T4, NS-MOVE-4)</source>
        <translation>{box} ist mehr als zwei Boxen von der Box von {unit} entfernt (T4, NS-MOVE-4)</translation>
    </message>
    <message>
        <source>{what}: the march left is lost (NS-MOVE-7). Press Confirm or Enter to end the movement, Esc to step back.</source>
        <translation>{what}: der übrige Marsch verfällt (NS-MOVE-7). Drücke Bestätigen oder Enter, um die Bewegung zu beenden, Esc für zurück.</translation>
    </message>
    <message>
        <source>{what}: the {n} marches left are lost (NS-MOVE-7). Press Confirm or Enter to end the movement, Esc to step back.</source>
        <translation>{what}: die {n} übrigen Märsche verfallen (NS-MOVE-7). Drücke Bestätigen oder Enter, um die Bewegung zu beenden, Esc für zurück.</translation>
    </message>
    <message>
        <source>The marches left are lost (NS-MOVE-7) (Enter)</source>
        <translation>Die übrigen Märsche verfallen (NS-MOVE-7) (Enter)</translation>
    </message>
    <message>
        <source>{table}: {south} against {north} (the players set up)</source>
        <extracomment>the battle New game starts with between the parts of a match-up&apos;s id: its table&apos;s battle, the South&apos;s army, the North&apos;s</extracomment>
        <translation>{table}: {south} gegen {north} (die Spieler stellen auf)</translation>
    </message>
    <message>
        <source>Schlachten im Finsterland (Georg Pils: miniatures on a free table)</source>
        <translation>Schlachten im Finsterland (Georg Pils: Miniaturen auf einem freien Tisch)</translation>
    </message>
    <message>
        <source>fire with the units that did not move: {group} first (FL-FIRE-7)</source>
        <extracomment>FL-FIRE-8: the groups that fire in turn in each step (machine guns and artillery fire by strip and disc) (firer, target) -&gt; what the firer makes of it (None: it may not fire at it); dropped when either changes</extracomment>
        <translation>schieße mit den Einheiten, die sich nicht bewegt haben: zuerst {group} (FL-FIRE-7)</translation>
    </message>
    <message>
        <source>fire at the units that moved or stand in sight: {group} (FL-FIRE-2)</source>
        <translation>schieße auf die Einheiten, die sich bewegt haben oder in Sicht stehen: {group} (FL-FIRE-2)</translation>
    </message>
    <message>
        <source>{side} fires no more</source>
        <translation>{side} schießt nicht mehr</translation>
    </message>
    <message>
        <source>, {cover} cover</source>
        <translation>, Deckung {cover}</translation>
    </message>
    <message>
        <source>{unit} fires at {target} at {d} in: {hits}{cover}, {after} suffered</source>
        <translation>{unit} schießt aus {d} Zoll auf {target}: {hits}{cover}, {after} erlitten</translation>
    </message>
    <message>
        <source>{n} hits</source>
        <translation>{n} Treffer</translation>
    </message>
    <message>
        <source>{hits} hits into the melee: {each} to each of its {n} units, {lost} lost</source>
        <translation>{hits} Treffer in den Nahkampf: {each} auf jede seiner {n} Einheiten, {lost} verfallen</translation>
    </message>
    <message>
        <source>write the sectors your artillery will bombard, one a gun that may fire (FL-ART-1)</source>
        <extracomment>FL-FIRE-8: the guns&apos; groups in Beschuss, after infantry and cavalry T7: which kind of gun belongs to which group FL-MG-1: a machine gun&apos;s strip is as long as its range</extracomment>
        <translation>schreibe die Bereiche auf, die deine Artillerie bombardieren wird, einen je Geschütz, das feuern darf (FL-ART-1)</translation>
    </message>
    <message>
        <source>Every gun that may fire has its sector: the plan is written (FL-RUL-2)</source>
        <translation>Jedes Geschütz, das feuern darf, hat seinen Bereich: der Plan ist geschrieben (FL-RUL-2)</translation>
    </message>
    <message>
        <source>{sector} is written already (FL-RUL-2)</source>
        <translation>{sector} ist schon aufgeschrieben (FL-RUL-2)</translation>
    </message>
    <message>
        <source>{kind} artillery: {reason}</source>
        <translation>{kind} Artillerie: {reason}</translation>
    </message>
    <message>
        <source>{sector} may not be bombarded: {reasons} ({rule})</source>
        <translation>{sector} darf nicht beschossen werden: {reasons} ({rule})</translation>
    </message>
    <message>
        <source>{a}; {b}</source>
        <translation>{a}; {b}</translation>
    </message>
    <message>
        <source>{side} writes a sector for its {kind} artillery</source>
        <translation>{side} schreibt einen Bereich für seine {kind} Artillerie auf</translation>
    </message>
    <message>
        <source>{side} writes {sector} for its {kind} artillery, round {n}</source>
        <translation>{side} schreibt {sector} für seine {kind} Artillerie auf, Runde {n}</translation>
    </message>
    <message>
        <source>no gun of it may fire this round (FL-GUN-2)</source>
        <translation>keines ihrer Geschütze darf in dieser Runde feuern (FL-GUN-2)</translation>
    </message>
    <message>
        <source>no enemy unit lies where a disc may fall in {sectors} (FL-BOMB-3)</source>
        <translation>keine feindliche Einheit steht dort, wo in {sectors} eine Scheibe fallen darf (FL-BOMB-3)</translation>
    </message>
    <message>
        <source>{side}&apos;s {kind} artillery lays no disc on {sectors}: {why}</source>
        <translation>{side}: die {kind} Artillerie legt keine Scheibe auf {sectors}: {why}</translation>
    </message>
    <message>
        <source>{side}&apos;s {kind} artillery lays no disc</source>
        <translation>{side}: die {kind} Artillerie legt keine Scheibe</translation>
    </message>
    <message>
        <source>fire your {group} (FL-FIRE-8)</source>
        <translation>feuere deine Geschütze ab: {group} (FL-FIRE-8)</translation>
    </message>
    <message>
        <source>{side}&apos;s {group} fire no more</source>
        <translation>{side}: {group} schießen nicht mehr</translation>
    </message>
    <message>
        <source>{unit} lays a disc face down at {x}, {y}</source>
        <translation>{unit} legt eine Scheibe verdeckt bei {x}, {y} auf</translation>
    </message>
    <message>
        <source>, cut at {reach} by {what}</source>
        <translation>, bei {reach} von {what} abgeschnitten</translation>
    </message>
    <message>
        <source>{unit} fires at {part}</source>
        <translation>{unit} schießt auf {part}</translation>
    </message>
    <message>
        <source>{unit} fires</source>
        <translation>{unit} schießt</translation>
    </message>
    <message>
        <source>{fires}: a strip {width}&quot; wide toward {deg} degrees{cut}: {n} models under it</source>
        <translation>{fires}: ein Streifen von {width}&quot; Breite in Richtung {deg} Grad{cut}: {n} Modelle darunter</translation>
    </message>
    <message>
        <source>{side}&apos;s {kind} discs are reshuffled</source>
        <translation>{side}: die Scheiben für {kind} Artillerie werden neu gemischt</translation>
    </message>
    <message>
        <source>the disc at {x}, {y}: {face}</source>
        <translation>die Scheibe bei {x}, {y}: {face}</translation>
    </message>
    <message>
        <source>no model lies more than half under it</source>
        <translation>kein Modell liegt zu mehr als der Hälfte darunter</translation>
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
        <translation>{unit} ist durch Treffer F beschädigt und kann sich bis nach Runde {n} nicht bewegen</translation>
    </message>
    <message>
        <source>{unit} loses {n}, {left} left</source>
        <translation>{unit} verliert {n}, {left} übrig</translation>
    </message>
    <message>
        <source>{unit} is destroyed</source>
        <translation>{unit} ist vernichtet</translation>
    </message>
    <message>
        <source>it charges only once it has reached {sector}</source>
        <extracomment>FL-SPEC (the NCO): how much farther than its allowance a unit&apos;s charge may reach, judged the kinds whose melee frightens (FL-MOR-7: a tank or a walker)</extracomment>
        <translation>sie stürmt erst, wenn sie {sector} erreicht hat</translation>
    </message>
    <message>
        <source>holding, it charges only enemies with a model in {sector}</source>
        <translation>haltend stürmt sie nur Feinde mit einem Modell in {sector}</translation>
    </message>
    <message>
        <source>{unit} could reach {target} but may not charge: its order is {order}: {why}</source>
        <translation>{unit} könnte {target} erreichen, darf aber nicht stürmen: ihr Befehl ist {order}: {why}</translation>
    </message>
    <message>
        <source>charge with units that moved, or end the charges (FL-CHG-1)</source>
        <translation>stürme mit Einheiten, die sich bewegt haben, oder beende die Sturmangriffe (FL-CHG-1)</translation>
    </message>
    <message>
        <source>{unit} charges {target}: {why}</source>
        <translation>{unit} stürmt {target}: {why}</translation>
    </message>
    <message>
        <source>{unit} closes the door on {enemy}: a step aside of {cost} in (of {allowance})</source>
        <translation>{unit} schließt die Tür vor {enemy}: ein Seitschritt von {cost} Zoll (von {allowance})</translation>
    </message>
    <message>
        <source>{unit} closes up to {enemy}: {cost} of {allowance} in</source>
        <translation>{unit} schließt zu {enemy} auf: {cost} von {allowance} Zoll</translation>
    </message>
    <message>
        <source>{line} ({rules})</source>
        <translation>{line} ({rules})</translation>
    </message>
    <message>
        <source>{unit} would leave the table</source>
        <extracomment>D15: a moving unit&apos;s place is sampled at least this often along each leg, for Beschuss FL-FORM-6: a change of formation widens a unit by at most this many files the wheels the legal list offers each unit (the window and the computer draw any other) the move&apos;s cost and allowance, for the ruler (&quot;3.50 of 4.00&quot;) any model changed its place (a gun that only turns has not moved, FL-GUN-2, FL-MOVE-7)</extracomment>
        <translation>{unit} würde den Tisch verlassen</translation>
    </message>
    <message>
        <source>{unit} would pass through or stand on another unit&apos;s bases</source>
        <translation>{unit} würde durch die Basen einer anderen Einheit ziehen oder auf ihnen stehen</translation>
    </message>
    <message>
        <source>{unit} is not a unit of the active player</source>
        <translation>{unit} ist keine Einheit des aktiven Spielers</translation>
    </message>
    <message>
        <source>{unit} is in melee and stays in contact (D21)</source>
        <translation>{unit} ist im Nahkampf und bleibt in Kontakt (D21)</translation>
    </message>
    <message>
        <source>{unit} was damaged by Treffer F in round {since}: it cannot move until after round {n}</source>
        <translation>{unit} wurde in Runde {since} durch Treffer F beschädigt: es kann sich bis nach Runde {n} nicht bewegen</translation>
    </message>
    <message>
        <source>{unit} gets into a vehicle of its side</source>
        <translation>{unit} steigt in ein Fahrzeug der eigenen Seite</translation>
    </message>
    <message>
        <source>{unit} never moves (T7)</source>
        <translation>{unit} bewegt sich nie (T7)</translation>
    </message>
    <message>
        <source>a block or line advances and wheels only (FL-FACE-1)</source>
        <translation>ein Block oder eine Linie rückt nur vor und schwenkt (FL-FACE-1)</translation>
    </message>
    <message>
        <source>{unit} was re-formed this round already</source>
        <translation>{unit} wurde in dieser Runde schon umformiert</translation>
    </message>
    <message>
        <source>{unit} turned or re-formed instead of moving in its last round (D12)</source>
        <translation>{unit} hat in ihrer letzten Runde gewendet oder sich umgeformt, statt sich zu bewegen (D12)</translation>
    </message>
    <message>
        <source>{verb} is no movement</source>
        <translation>{verb} ist keine Bewegung</translation>
    </message>
    <message>
        <source>{unit} is in {vehicle}: it gets out first</source>
        <translation>{unit} ist in {vehicle}: zuerst aussteigen</translation>
    </message>
    <message>
        <source>only blocks and lines turn (FL-FACE-3)</source>
        <translation>nur Blöcke und Linien wenden (FL-FACE-3)</translation>
    </message>
    <message>
        <source>{unit} has no formation (FL-FORM-1)</source>
        <translation>{unit} hat keine Formation (FL-FORM-1)</translation>
    </message>
    <message>
        <source>{word} is no formation: block, line or skirmish</source>
        <translation>{word} ist keine Formation: block, line oder skirmish</translation>
    </message>
    <message>
        <source>a line is wider than six files (FL-FORM-3)</source>
        <translation>eine Linie ist breiter als sechs Figurenreihen (FL-FORM-3)</translation>
    </message>
    <message>
        <source>a block is six files wide (FL-FORM-2)</source>
        <translation>ein Block ist sechs Figurenreihen breit (FL-FORM-2)</translation>
    </message>
    <message>
        <source>a change of formation widens a unit by at most 12 files (FL-FORM-6)</source>
        <translation>ein Formationswechsel macht eine Einheit um höchstens 12 Figurenreihen breiter (FL-FORM-6)</translation>
    </message>
    <message>
        <source>{unit} already stands so</source>
        <translation>{unit} steht bereits so</translation>
    </message>
    <message>
        <source>move your units, one at a time, or end the movement (FL-MOVE-1)</source>
        <extracomment>the verbs of one unit&apos;s action in the movement step</extracomment>
        <translation>bewege deine Einheiten, eine nach der anderen, oder beende die Bewegung (FL-MOVE-1)</translation>
    </message>
    <message>
        <source>give the dice {dice} to your commands {commands} (BB-PIP-1)</source>
        <translation>verteile die Würfel {dice} auf deine Befehlsgruppen {commands} (BB-PIP-1)</translation>
    </message>
    <message>
        <source>Bound {n}, {side}: the PIP dice show {dice}</source>
        <translation>Runde {n}, {side}: die PIP-Würfel zeigen {dice}</translation>
    </message>
    <message>
        <source>{e} contacts {o} on its left flank</source>
        <extracomment>BB-TAC-1: a second move stays more than 1000 paces from every visible enemy a move&apos;s front edge against an enemy&apos;s side or rear, in the log (the enemy turns to face it at the end of the movement unless it is held front to front, BB-MOVE-10)</extracomment>
        <translation>{e} tritt in Kontakt mit {o}, in dessen linker Flanke</translation>
    </message>
    <message>
        <source>{e} contacts {o} on its right flank</source>
        <translation>{e} tritt in Kontakt mit {o}, in dessen rechter Flanke</translation>
    </message>
    <message>
        <source>{e} contacts {o} in the rear</source>
        <translation>{e} tritt in Kontakt mit {o}, in dessen Rücken</translation>
    </message>
    <message>
        <source>{side}: PIPs {pips}</source>
        <translation>{side}: PIPs {pips}</translation>
    </message>
    <message>
        <source>pick an element to move with your PIPs, or end the movement (BB-PIP-2)</source>
        <translation>wähle ein Element, das du mit deinen PIPs bewegst, oder beende die Bewegung (BB-PIP-2)</translation>
    </message>
    <message>
        <source>{side} ends the movement</source>
        <translation>{side} beendet die Bewegung</translation>
    </message>
    <message>
        <source>the movement of the {side} ends</source>
        <translation>die Bewegung der Seite {side} endet</translation>
    </message>
    <message>
        <source>move {e}, or let it stand (BB-MOVE-2)</source>
        <translation>bewege {e} oder lass es stehen (BB-MOVE-2)</translation>
    </message>
    <message>
        <source>straight ahead: {why}</source>
        <translation>geradeaus: {why}</translation>
    </message>
    <message>
        <source>move the group {ids}, or let it stand (BB-MOVE-4)</source>
        <translation>bewege die Gruppe {ids} oder lass sie stehen (BB-MOVE-4)</translation>
    </message>
    <message>
        <source>no such group</source>
        <translation>keine solche Gruppe</translation>
    </message>
    <message>
        <source>{e} is in melee: no element of a group may be (BB-MOVE-3)</source>
        <translation>{e} ist im Nahkampf: kein Element einer Gruppe darf es sein (BB-MOVE-3)</translation>
    </message>
    <message>
        <source>{cost} PIPs needed, {command} has {n} (BB-PIP-3)</source>
        <translation>{cost} PIPs nötig, {command} hat {n} (BB-PIP-3)</translation>
    </message>
    <message>
        <source>a torrent is tried element by element, not by a group (BB-RIVER-2)</source>
        <translation>einen Wildbach versucht jedes Element für sich, keine Gruppe (BB-RIVER-2)</translation>
    </message>
    <message>
        <source>a second move within 1000 paces of a visible enemy (BB-TAC-1, -4)</source>
        <translation>eine zweite Bewegung innerhalb von 1000 Schritt eines sichtbaren Feindes (BB-TAC-1, -4)</translation>
    </message>
    <message>
        <source>{r} is rolled: {face}</source>
        <translation>für {r} wird gewürfelt: {face}</translation>
    </message>
    <message>
        <source>{ids} move as a group ({pips})</source>
        <translation>{ids} bewegen sich als Gruppe ({pips})</translation>
    </message>
    <message>
        <source>{r} is rolled: {face}, {kind}</source>
        <translation>für {r} wird gewürfelt: {face}, {kind}</translation>
    </message>
    <message>
        <source>{e} tries the torrent {r}: {roll}, it crosses</source>
        <translation>{e} versucht den Wildbach {r}: {roll}, es überquert ihn</translation>
    </message>
    <message>
        <source>{e} tries the torrent {r}: {roll}, the move ends at the bank; no more crossings of it this bound</source>
        <translation>{e} versucht den Wildbach {r}: {roll}, die Bewegung endet am Ufer; in dieser Runde keine weiteren Überquerungen</translation>
    </message>
    <message>
        <source>1 PIP</source>
        <translation>1 PIP</translation>
    </message>
    <message>
        <source>{n} PIPs</source>
        <translation>{n} PIPs</translation>
    </message>
    <message>
        <source>{e} breaks off from {o} ({pips})</source>
        <translation>{e} zieht sich aus dem Kontakt mit {o} zurück ({pips})</translation>
    </message>
    <message>
        <source>{e} dismounts ({pips})</source>
        <translation>{e} sitzt ab ({pips})</translation>
    </message>
    <message>
        <source>{e} moves {mm} mm ({pips})</source>
        <translation>{e} bewegt sich {mm} mm ({pips})</translation>
    </message>
    <message>
        <source>{e} contacts {o}</source>
        <translation>{e} tritt in Kontakt mit {o}</translation>
    </message>
    <message>
        <source>no element of the active side</source>
        <translation>kein Element der aktiven Seite</translation>
    </message>
    <message>
        <source>the camp never moves</source>
        <translation>das Lager bewegt sich nie</translation>
    </message>
    <message>
        <source>{e}&apos;s command is demoralised: it withdraws (BB-WIN-3)</source>
        <translation>die Befehlsgruppe von {e} ist demoralisiert: es zieht sich zurück (BB-WIN-3)</translation>
    </message>
    <message>
        <source>{e} dismounted this bound: no further move (BB-TAC-1)</source>
        <translation>{e} ist in dieser Runde abgesessen: keine weitere Bewegung (BB-TAC-1)</translation>
    </message>
    <message>
        <source>{e} was picked and let stand this bound (BB-PIP-2)</source>
        <translation>{e} wurde in dieser Runde gewählt und stehen gelassen (BB-PIP-2)</translation>
    </message>
    <message>
        <source>{e} is in front contact and cannot break off: {why}</source>
        <translation>{e} ist in Frontkontakt und kann sich nicht zurückziehen: {why}</translation>
    </message>
    <message>
        <source>{e} is in no melee to break off from (BB-BREAK-1)</source>
        <translation>{e} ist in keinem Nahkampf, aus dem es sich zurückziehen könnte (BB-BREAK-1)</translation>
    </message>
    <message>
        <source>{e} is in front contact: it only breaks off (BB-MOVE-9)</source>
        <translation>{e} ist in Frontkontakt: es kann sich nur zurückziehen (BB-MOVE-9)</translation>
    </message>
    <message>
        <source>only mounted cavalry dismounts (BB-TYPE-7)</source>
        <translation>nur berittene Reiterei sitzt ab (BB-TYPE-7)</translation>
    </message>
    <message>
        <source>a second move within 1000 paces of a visible enemy (BB-TAC-1)</source>
        <translation>eine zweite Bewegung innerhalb von 1000 Schritt eines sichtbaren Feindes (BB-TAC-1)</translation>
    </message>
    <message>
        <source>{e}&apos;s front is in the river: no turn or wheel until it has left the river bed (BB-RIVER-1)</source>
        <translation>Die Front von {e} steht im Fluss: keine Drehung und kein Schwenk, bis sie das Flussbett verlassen hat (BB-RIVER-1)</translation>
    </message>
    <message>
        <source>no element may try to cross {r} again this bound but at a bridge or ford (BB-RIVER-2, BB-RUL-9)</source>
        <translation>in dieser Runde darf kein Element mehr versuchen, {r} zu überqueren, außer an einer Brücke oder Furt (BB-RIVER-2, BB-RUL-9)</translation>
    </message>
    <message>
        <source>only foot and mounted troops break off (BB-BREAK-2)</source>
        <translation>nur Fußtruppen und Berittene ziehen sich zurück (BB-BREAK-2)</translation>
    </message>
    <message>
        <source>only from simple front contact, flanks and rear free (BB-BREAK-1)</source>
        <translation>nur aus einfachem Frontkontakt, Flanken und Rücken frei (BB-BREAK-1)</translation>
    </message>
    <message>
        <source>no room to go straight back its full move (BB-BREAK-2)</source>
        <translation>kein Platz, um die volle Bewegung gerade zurückzugehen (BB-BREAK-2)</translation>
    </message>
    <message>
        <source>it would end in an enemy&apos;s zone of control (BB-BREAK-1)</source>
        <translation>es würde in der Kontrollzone eines Feindes enden (BB-BREAK-1)</translation>
    </message>
    <message>
        <source>{v} turns to face {a}</source>
        <translation>{v} dreht sich zu {a}</translation>
    </message>
    <message>
        <source>{e} withdraws off the table: lost</source>
        <translation>{e} zieht sich vom Tisch zurück: verloren</translation>
    </message>
    <message>
        <source>{e} withdraws toward its base edge</source>
        <translation>{e} zieht sich zur eigenen Grundkante zurück</translation>
    </message>
    <message>
        <source>{e} is lost</source>
        <translation>{e} ist verloren</translation>
    </message>
    <message>
        <source>{e}: {what}</source>
        <translation>{e}: {what}</translation>
    </message>
    <message>
        <source>{e} is destroyed</source>
        <translation>{e} ist vernichtet</translation>
    </message>
    <message>
        <source>{e} rolls {face}</source>
        <translation>{e} würfelt {face}</translation>
    </message>
    <message>
        <source>{gun}: shoot at the Jäger {j}, or ignore them and shoot at {t} (BB-SHOOT-8)</source>
        <translation>{gun}: beschieße die Jäger {j} oder übergehe sie und beschieße {t} (BB-SHOOT-8)</translation>
    </message>
    <message>
        <source>{gun} ignores the Jäger {j}</source>
        <translation>{gun} übergeht die Jäger {j}</translation>
    </message>
    <message>
        <source>choose the next shooting combat (BB-SHOOT-13)</source>
        <extracomment>BB-SHOOT-8: the artillery whose owner was asked whether it ignores the Jäger, and the answers</extracomment>
        <translation>wähle den nächsten Beschuss (BB-SHOOT-13)</translation>
    </message>
    <message>
        <source>{e} shooting at {t}</source>
        <translation>{e} beschießt {t}</translation>
    </message>
    <message>
        <source>{e} shot at by {m}</source>
        <translation>{e}, beschossen von {m}</translation>
    </message>
    <message>
        <source>{m} shoots at {t}: {mt} against {tt}</source>
        <translation>{m} beschießt {t}: {mt} gegen {tt}</translation>
    </message>
    <message>
        <source>equal totals: no effect</source>
        <translation>gleiche Summen: keine Wirkung</translation>
    </message>
    <message>
        <source>{m} is not shot at by its target: it ignores the defeat</source>
        <translation>{m} wird von seinem Ziel nicht beschossen: es übergeht die Niederlage</translation>
    </message>
    <message>
        <source>{f} recoils from the misfire</source>
        <translation>{f} prallt durch Fehlfeuer zurück</translation>
    </message>
    <message>
        <source>choose the next melee (BB-MELEE-1)</source>
        <translation>wähle den nächsten Nahkampf (BB-MELEE-1)</translation>
    </message>
    <message>
        <source>{f} defends {c}</source>
        <translation>{f} verteidigt {c}</translation>
    </message>
    <message>
        <source>{e} in melee with {o}</source>
        <translation>{e} im Nahkampf mit {o}</translation>
    </message>
    <message>
        <source>{a} against {b}: {ta} against {tb}</source>
        <translation>{a} gegen {b}: {ta} gegen {tb}</translation>
    </message>
    <message>
        <source>equal totals: no effect, both stay in contact</source>
        <translation>gleiche Summen: keine Wirkung, beide bleiben in Kontakt</translation>
    </message>
    <message>
        <source>{c} is sacked: {w} moves into it; it counts as two lost elements</source>
        <translation>{c} ist geplündert: {w} rückt hinein; es zählt als zwei verlorene Elemente</translation>
    </message>
    <message>
        <source>{f} recoils with its friend</source>
        <translation>{f} prallt mit seinem Nachbarn zurück</translation>
    </message>
    <message>
        <source>{ids} won every combat: the group advances</source>
        <translation>{ids} haben jeden Kampf gewonnen: die Gruppe rückt vor</translation>
    </message>
    <message>
        <source>{c} is retaken</source>
        <translation>{c} ist zurückerobert</translation>
    </message>
    <message>
        <source>{c} has lost {n} of {size}: demoralised</source>
        <translation>{c} hat {n} von {size} verloren: demoralisiert</translation>
    </message>
    <message>
        <source>{n} bounds fought, {k} lost each (decision 27)</source>
        <translation>{n} Runden gekämpft, je {k} verloren (Entscheidung 27)</translation>
    </message>
    <message>
        <source>{n} bounds fought: {w} lost {a}, {l} {b} (decision 27)</source>
        <translation>{n} Runden gekämpft: {w} verloren {a}, {l} {b} (Entscheidung 27)</translation>
    </message>
    <message>
        <source>both armies broke with equal losses (BB-WIN-5)</source>
        <translation>beide Armeen sind mit gleichen Verlusten gebrochen (BB-WIN-5)</translation>
    </message>
    <message>
        <source>{unit} is carried: get out at the vehicle&apos;s front or rear, or stay in (FL-TRANS-4)</source>
        <translation>{unit} wird transportiert: vorne oder hinten am Fahrzeug aussteigen oder drinbleiben (FL-TRANS-4)</translation>
    </message>
    <message>
        <source>move {unit}: draw its legs, turn it, re-form it or let it stand</source>
        <translation>bewege {unit}: zeichne ihre Bewegung, wende sie, forme sie um oder lass sie stehen</translation>
    </message>
    <message>
        <source>{unit} stays in its vehicle</source>
        <translation>{unit} bleibt im Fahrzeug</translation>
    </message>
    <message>
        <source>{unit} moves {cost} of {allowance} in</source>
        <translation>{unit} bewegt sich {cost} von {allowance} Zoll</translation>
    </message>
    <message>
        <source>{unit}: {what}, re-formed by {officer}: it may still move, not charge</source>
        <translation>{unit}: {what}, umformiert durch {officer}: darf sich noch bewegen, aber nicht stürmen</translation>
    </message>
    <message>
        <source>your local guide leads through one piece of terrain in the enemy half, no larger than 6 by 6 inches, or a part of a larger one: choose a piece, click the sector of a part, or none (FL-SPEC-5)</source>
        <translation>dein Ortskundiger führt durch ein Geländestück in der gegnerischen Hälfte, höchstens 6 mal 6 Zoll groß, oder einen Teil eines größeren: wähle ein Stück, klicke den Bereich eines Teils an oder keines (FL-SPEC-5)</translation>
    </message>
    <message>
        <source>give your officers an order each to carry to a unit, or none (FL-SPEC-4)</source>
        <extracomment>its one listed action (the end) is still asked: the orders are written by clicks the list cannot hold</extracomment>
        <translation>gib deinen Offizieren je einen Befehl, den sie einer Einheit bringen, oder keinen (FL-SPEC-4)</translation>
    </message>
    <message>
        <source>write the hidden order of {unit}: a sector and H, A or S (FL-ORD-1)</source>
        <translation>schreibe den verdeckten Befehl von {unit}: einen Bereich und H, A oder S (FL-ORD-1)</translation>
    </message>
    <message>
        <source>{side} writes the order of {unit}</source>
        <translation>{side} schreibt den Befehl von {unit}</translation>
    </message>
    <message>
        <source>{side} orders {unit}: {order}</source>
        <translation>{side} befiehlt {unit}: {order}</translation>
    </message>
    <message>
        <source>collapses</source>
        <translation>bricht zusammen</translation>
    </message>
    <message>
        <source>stands</source>
        <translation>hält stand</translation>
    </message>
    <message>
        <source>{unit} tests its morale: {terms} = {result}: {verdict}</source>
        <translation>{unit} legt eine Moralprobe ab: {terms} = {result}: {verdict}</translation>
    </message>
    <message>
        <source>{objective}: nobody captures it</source>
        <translation>{objective}: niemand erobert es</translation>
    </message>
    <message>
        <source>{objective}: {side} captures it, 1 point</source>
        <translation>{objective}: {side} erobert es, 1 Punkt</translation>
    </message>
    <message>
        <source>{objective}: {side} captures it, {n} points</source>
        <translation>{objective}: {side} erobert es, {n} Punkte</translation>
    </message>
    <message>
        <source>the armies&apos; set-ups are in sight: the deployment is not taken back (FL-SETUP-3)</source>
        <extracomment>FL-SEQ-2: a round&apos;s steps, in order what comes next: (&quot;orders&quot;, side), then (round, step) ... then (&quot;score&quot;,)</extracomment>
        <translation>die Aufstellungen der Armeen sind in Sicht: die Aufstellung wird nicht zurückgenommen (FL-SETUP-3)</translation>
    </message>
    <message>
        <source>Victory points: South {south}, North {north}</source>
        <translation>Siegespunkte: Süd {south}, Nord {north}</translation>
    </message>
    <message>
        <source>Round {n}: {side} is the active player</source>
        <translation>Runde {n}: {side} ist der aktive Spieler</translation>
    </message>
    <message>
        <source>{side} goes first</source>
        <translation>{side} beginnt</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Süd</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>{unit} is not a unit of {side}</source>
        <extracomment>how far apart along the table&apos;s edge the places an arriving unit tries lie (inches)</extracomment>
        <translation>{unit} ist keine Einheit von {side}</translation>
    </message>
    <message>
        <source>{words}: a place is X Y FACING, numbers</source>
        <translation>{words}: ein Platz ist X Y AUSRICHTUNG, Zahlen</translation>
    </message>
    <message>
        <source>{unit} must stand wholly in the {side}&apos;s deployment zone (FL-SETUP-3)</source>
        <translation>{unit} muss ganz in der Aufstellungszone von {side} stehen (FL-SETUP-3)</translation>
    </message>
    <message>
        <source>{unit} would stand on the bases of {other} (FL-SETUP-3)</source>
        <translation>{unit} würde auf den Basen von {other} stehen (FL-SETUP-3)</translation>
    </message>
    <message>
        <source>drag your units where they start in your deployment zone, or click one to hold it in reserve (FL-SETUP-4); then end the deployment (FL-SETUP-3)</source>
        <extracomment>its one listed action (the end) is still asked: the units are placed by drags the list cannot hold</extracomment>
        <translation>ziehe deine Einheiten in deiner Aufstellungszone dorthin, wo sie beginnen, oder klicke eine an, um sie in Reserve zu halten (FL-SETUP-4); dann beende die Aufstellung (FL-SETUP-3)</translation>
    </message>
    <message>
        <source>{side} has deployed</source>
        <translation>{side} hat aufgestellt</translation>
    </message>
    <message>
        <source>{side} places {unit}</source>
        <translation>{side} stellt {unit} auf</translation>
    </message>
    <message>
        <source>{unit} is placed at {x}, {y}</source>
        <translation>{unit} wird bei {x}, {y} aufgestellt</translation>
    </message>
    <message>
        <source>There is no feature {id!r}</source>
        <translation>Es gibt kein Geländestück {id!r}</translation>
    </message>
    <message>
        <source>There is no objective {id!r}</source>
        <translation>Es gibt kein Ziel {id!r}</translation>
    </message>
    <message>
        <source>An area needs at least 3 corners</source>
        <translation>Eine Fläche braucht mindestens 3 Ecken</translation>
    </message>
    <message>
        <source>The outline of {name} would cross itself: trace its edge once round</source>
        <translation>Der Umriss von {name} würde sich selbst kreuzen: den Rand einmal herum ziehen</translation>
    </message>
    <message>
        <source>A line needs at least 2 points</source>
        <translation>Eine Linie braucht mindestens 2 Punkte</translation>
    </message>
    <message>
        <source>A line needs a width above 0</source>
        <translation>Eine Linie braucht eine Breite über 0</translation>
    </message>
    <message>
        <source>{name} {off}</source>
        <translation>{name}: {off}</translation>
    </message>
    <message>
        <source>({x:g}, {y:g}) is off the table</source>
        <translation>({x:g}, {y:g}) liegt außerhalb des Tisches</translation>
    </message>
    <message>
        <source>{id!r} is not an id: use lower-case letters, digits and hyphens (birch-wood)</source>
        <translation>{id!r} ist keine Kennung: Kleinbuchstaben, Ziffern und Bindestriche verwenden (birken-wald)</translation>
    </message>
    <message>
        <source>The id {id!r} is taken</source>
        <translation>Die Kennung {id!r} ist vergeben</translation>
    </message>
    <message>
        <source>Add {kind}</source>
        <translation>{kind} hinzufügen</translation>
    </message>
    <message>
        <source>Move a point of {name}</source>
        <translation>Einen Punkt von {name} verschieben</translation>
    </message>
    <message>
        <source>Add a point to {name}</source>
        <translation>Einen Punkt zu {name} hinzufügen</translation>
    </message>
    <message>
        <source>{name} has only {n} points left: delete the feature instead</source>
        <translation>{name} hat nur noch {n} Punkte: stattdessen das Geländestück löschen</translation>
    </message>
    <message>
        <source>Delete a point of {name}</source>
        <translation>Einen Punkt von {name} löschen</translation>
    </message>
    <message>
        <source>A feature needs a kind</source>
        <translation>Ein Geländestück braucht eine Art</translation>
    </message>
    <message>
        <source>An area has no width (a line has)</source>
        <translation>Eine Fläche hat keine Breite (eine Linie hat eine)</translation>
    </message>
    <message>
        <source>Change the id of {name}</source>
        <translation>Kennung von {name} ändern</translation>
    </message>
    <message>
        <source>Change {name}</source>
        <translation>{name} ändern</translation>
    </message>
    <message>
        <source>Add an objective</source>
        <translation>Ein Ziel hinzufügen</translation>
    </message>
    <message>
        <source>An objective&apos;s points are 0 or more</source>
        <translation>Die Punkte eines Ziels sind 0 oder mehr</translation>
    </message>
    <message>
        <source>Change the id of objective {id}</source>
        <translation>Kennung des Ziels {id} ändern</translation>
    </message>
    <message>
        <source>Change objective {id}</source>
        <translation>Ziel {id} ändern</translation>
    </message>
    <message>
        <source>objective {id}</source>
        <translation>Ziel {id}</translation>
    </message>
    <message>
        <source>Move {name}</source>
        <translation>{name} verschieben</translation>
    </message>
    <message>
        <source>Move {n} items</source>
        <translation>{n} Dinge verschieben</translation>
    </message>
    <message>
        <source>Select a feature or an objective to delete</source>
        <translation>Ein Geländestück oder ein Ziel zum Löschen auswählen</translation>
    </message>
    <message>
        <source>Delete {name}</source>
        <translation>{name} löschen</translation>
    </message>
    <message>
        <source>Delete {n} items</source>
        <translation>{n} Dinge löschen</translation>
    </message>
    <message>
        <source>A table&apos;s width and depth are above 0</source>
        <translation>Breite und Tiefe eines Tisches sind über 0</translation>
    </message>
    <message>
        <source>A sector&apos;s side is 0 (no grid) or more</source>
        <translation>Die Seite eines Bereichs ist 0 (kein Raster) oder mehr</translation>
    </message>
    <message>
        <source>Objective {id} would be off the table</source>
        <translation>Ziel {id} läge außerhalb des Tisches</translation>
    </message>
    <message>
        <source>Zone {name} would reach off the table</source>
        <translation>Die Zone {name} reichte über den Tisch hinaus</translation>
    </message>
    <message>
        <source>Change the table</source>
        <translation>Tisch ändern</translation>
    </message>
    <message>
        <source>Zone {name} needs an outline that does not cross itself</source>
        <translation>Die Zone {name} braucht einen Umriss, der sich nicht kreuzt</translation>
    </message>
    <message>
        <source>Change the zones</source>
        <translation>Zonen ändern</translation>
    </message>
    <message>
        <source>own deployment zone</source>
        <extracomment>every kind of terrain the rules&apos; tables know (T1, T11, T13) T2&apos;s rows in words to translate (lupdate finds the literals)</extracomment>
        <translation>eigene Aufstellungszone</translation>
    </message>
    <message>
        <source>own half</source>
        <translation>eigene Hälfte</translation>
    </message>
    <message>
        <source>enemy half</source>
        <translation>gegnerische Hälfte</translation>
    </message>
    <message>
        <source>enemy deployment zone</source>
        <translation>gegnerische Aufstellungszone</translation>
    </message>
    <message>
        <source>{kind!r} is no terrain of the rules&apos; tables T1, T11 and T13: choose one of {kinds} (FL-FIELD-5)</source>
        <translation>{kind!r} ist kein Gelände der Tabellen T1, T11 und T13 der Regeln: eines von {kinds} wählen (FL-FIELD-5)</translation>
    </message>
    <message>
        <source>The table needs a sector grid: orders name sectors (FL-FIELD-4)</source>
        <translation>Der Tisch braucht ein Raster von Bereichen: Befehle nennen Bereiche (FL-FIELD-4)</translation>
    </message>
    <message>
        <source>The rules&apos; sectors are 8 in squares (FL-FIELD-4)</source>
        <translation>Die Bereiche der Regeln sind Quadrate von 8 Zoll (FL-FIELD-4)</translation>
    </message>
    <message>
        <source>The rules advise a table at least 48 in wide (FL-FIELD-2)</source>
        <translation>Die Regeln empfehlen einen Tisch von mindestens 48 Zoll Breite (FL-FIELD-2)</translation>
    </message>
    <message>
        <source>The table draws no deployment zones; a battle deploys in bands 8 in deep (FL-FIELD-2)</source>
        <translation>Der Tisch zeigt keine Aufstellungszonen; eine Schlacht stellt in 8 Zoll tiefen Streifen auf (FL-FIELD-2)</translation>
    </message>
    <message>
        <source>The rules advise deployment zones at least 8 in deep (FL-FIELD-2)</source>
        <translation>Die Regeln empfehlen Aufstellungszonen von mindestens 8 Zoll Tiefe (FL-FIELD-2)</translation>
    </message>
    <message>
        <source>The rules advise halves at least 16 in deep (FL-FIELD-2)</source>
        <translation>Die Regeln empfehlen Hälften von mindestens 16 Zoll Tiefe (FL-FIELD-2)</translation>
    </message>
    <message>
        <source>No objective in row {rows} (FL-OBJ-1)</source>
        <translation>Kein Ziel in Zeile {rows} (FL-OBJ-1)</translation>
    </message>
    <message>
        <source>No objective in column {columns} (FL-OBJ-1)</source>
        <translation>Kein Ziel in Spalte {columns} (FL-OBJ-1)</translation>
    </message>
    <message>
        <source>{n} objectives: by default one per row and one per column, {wanted} on this table (FL-RUL-1)</source>
        <translation>{n} Ziele: üblich ist eines je Zeile und eines je Spalte, {wanted} auf diesem Tisch (FL-RUL-1)</translation>
    </message>
    <message>
        <source>stands on a zone&apos;s edge or the centre line: move it off (FL-OBJ-3)</source>
        <translation>steht auf dem Rand einer Zone oder der Mittellinie: davon wegrücken (FL-OBJ-3)</translation>
    </message>
    <message>
        <source>The objectives are not spread alike for both players: in own zone, own half, enemy half and enemy zone South has {south}, North {north} (FL-RUL-1)</source>
        <translation>Die Ziele sind nicht für beide Spieler gleich verteilt: in eigener Zone, eigener Hälfte, gegnerischer Hälfte und gegnerischer Zone hat Süd {south}, Nord {north} (FL-RUL-1)</translation>
    </message>
    <message>
        <source>Worth {s} to South ({s_where}), {n} to North ({n_where}) (FL-OBJ-3)</source>
        <translation>Wert {s} für Süd ({s_where}), {n} für Nord ({n_where}) (FL-OBJ-3)</translation>
    </message>
    <message>
        <source>a disc in it could lie 6-20&quot; from a gun that may fire</source>
        <extracomment>FL-ART-2: the sector&apos;s points tried for sight are this far apart</extracomment>
        <translation>eine Scheibe könnte darin 6-20&quot; von einem Geschütz liegen, das feuern darf</translation>
    </message>
    <message>
        <source>no light gun that may fire can place a disc in it (6-20&quot;, its front arc)</source>
        <translation>kein leichtes Geschütz, das feuern darf, kann eine Scheibe hineinlegen (6-20&quot;, sein Frontbereich)</translation>
    </message>
    <message>
        <source>no light gun may fire</source>
        <translation>kein leichtes Geschütz darf feuern</translation>
    </message>
    <message>
        <source>a disc could lie in it outside the enemy deployment zone</source>
        <translation>eine Scheibe könnte darin außerhalb der gegnerischen Aufstellungszone liegen</translation>
    </message>
    <message>
        <source>no heavy gun may fire</source>
        <translation>kein schweres Geschütz darf feuern</translation>
    </message>
    <message>
        <source>no disc could lie in it outside the enemy deployment zone</source>
        <translation>keine Scheibe könnte darin außerhalb der gegnerischen Aufstellungszone liegen</translation>
    </message>
    <message>
        <source>seen by a spotter</source>
        <translation>von einem Beobachter gesehen</translation>
    </message>
    <message>
        <source>no observer nor the command staff sees it</source>
        <translation>weder ein Beobachter noch der Stab sieht ihn</translation>
    </message>
    <message>
        <source>{seen}; {far}</source>
        <translation>{seen}; {far}</translation>
    </message>
    <message>
        <source>{scout} scouts the enemy&apos;s reserves</source>
        <extracomment>the army list&apos;s kind of a scout (FL-SPEC-9)</extracomment>
        <translation>{scout} erkundet die gegnerischen Reserven</translation>
    </message>
    <message>
        <source>{scout} learns that {unit} arrives in round {n}</source>
        <translation>{scout} erfährt, dass {unit} in Runde {n} eintrifft</translation>
    </message>
    <message>
        <source>your scout may learn the order of one enemy unit he sees, or let it be (FL-SPEC-9)</source>
        <translation>dein Späher darf den Befehl einer gegnerischen Einheit erfahren, die er sieht, oder es lassen (FL-SPEC-9)</translation>
    </message>
    <message>
        <source>{scout} learns the order of {unit}: {order}</source>
        <translation>{scout} erfährt den Befehl von {unit}: {order}</translation>
    </message>
    <message>
        <source>a walker carries one light gun</source>
        <extracomment>FL-TRANS-1: the infantrymen a tank carries FL-TRANS-1: the light guns the ends of a vehicle its passengers get out at (FL-TRANS-4) between the vehicles a split unit gets into (FL-TRANS-5): ``load S3 S1+S2`` FL-TRANS-6: a gun fixed to its vehicle from the start: never gets out, fires from it, goes with it FL-TRANS-5: a unit split among tanks, each tank&apos;s id with the models it carries (``vehicle`` the first, where it gets out); () for a unit in one vehicle</extracomment>
        <translation>ein Panzerläufer transportiert ein leichtes Geschütz</translation>
    </message>
    <message>
        <source>{vehicle} carries a gun already</source>
        <translation>{vehicle} transportiert schon ein Geschütz</translation>
    </message>
    <message>
        <source>{vehicle} carries one light gun or infantry, not both</source>
        <translation>{vehicle} transportiert ein leichtes Geschütz oder Infanterie, nicht beides</translation>
    </message>
    <message>
        <source>a tank carries infantry or one light gun</source>
        <translation>ein Panzer transportiert Infanterie oder ein leichtes Geschütz</translation>
    </message>
    <message>
        <source>{vehicle} carries a gun</source>
        <translation>{vehicle} transportiert ein Geschütz</translation>
    </message>
    <message>
        <source>{vehicle} has room for {n} more infantrymen, {unit} has {m}</source>
        <translation>{vehicle} hat Platz für {n} weitere Infanteristen, {unit} hat {m}</translation>
    </message>
    <message>
        <source>{vehicle} is no vehicle of its side</source>
        <translation>{vehicle} ist kein Fahrzeug der eigenen Seite</translation>
    </message>
    <message>
        <source>{unit} must touch {vehicle} to get in</source>
        <translation>{unit} muss {vehicle} berühren, um einzusteigen</translation>
    </message>
    <message>
        <source>nobody gets in or out during a melee</source>
        <translation>im Nahkampf steigt niemand ein oder aus</translation>
    </message>
    <message>
        <source>only infantry is split among vehicles (FL-TRANS-1)</source>
        <translation>nur Infanterie wird auf mehrere Fahrzeuge aufgeteilt (FL-TRANS-1)</translation>
    </message>
    <message>
        <source>{vehicle} is no tank of its side</source>
        <translation>{vehicle} ist kein Panzer ihrer Seite</translation>
    </message>
    <message>
        <source>{unit} fits without {vehicle}</source>
        <translation>{unit} passt ohne {vehicle} hinein</translation>
    </message>
    <message>
        <source>{vehicle} has no room left</source>
        <translation>{vehicle} hat keinen Platz mehr</translation>
    </message>
    <message>
        <source>the tanks named have room for {n} of its {m} models</source>
        <translation>die genannten Panzer haben Platz für {n} ihrer {m} Modelle</translation>
    </message>
    <message>
        <source>{unit} gets in split: {parts}</source>
        <translation>{unit} steigt aufgeteilt ein: {parts}</translation>
    </message>
    <message>
        <source>its vehicle is gone</source>
        <translation>sein Fahrzeug ist nicht mehr da</translation>
    </message>
    <message>
        <source>passengers get out at the vehicle&apos;s front or rear</source>
        <translation>Passagiere steigen vorne oder hinten am Fahrzeug aus</translation>
    </message>
    <message>
        <source>{unit} is fixed to {vehicle} (FL-TRANS-6)</source>
        <translation>{unit} ist fest in {vehicle} montiert (FL-TRANS-6)</translation>
    </message>
    <message>
        <source>{unit} got in this round</source>
        <translation>{unit} ist in dieser Runde eingestiegen</translation>
    </message>
    <message>
        <source>{unit} rides split: {others} must touch {vehicle} for it to get out together (FL-TRANS-5)</source>
        <translation>{unit} fährt aufgeteilt: {others} muss {vehicle} berühren, damit sie gemeinsam aussteigt (FL-TRANS-5)</translation>
    </message>
    <message>
        <source>{unit} would stand off the table</source>
        <translation>{unit} stünde außerhalb des Tisches</translation>
    </message>
    <message>
        <source>{unit} would stand on {other}&apos;s bases</source>
        <translation>{unit} stünde auf den Bases von {other}</translation>
    </message>
    <message>
        <source>{unit} would touch {other}: getting out is no charge</source>
        <translation>{unit} würde {other} berühren: Aussteigen ist kein Sturmangriff</translation>
    </message>
    <message>
        <source>{unit} gets out at the front of {vehicle}</source>
        <translation>{unit} steigt vorne aus {vehicle} aus</translation>
    </message>
    <message>
        <source>{unit} gets out at the rear of {vehicle}</source>
        <translation>{unit} steigt hinten aus {vehicle} aus</translation>
    </message>
    <message>
        <source>{unit} is destroyed with {vehicle}</source>
        <translation>{unit} wird mit {vehicle} zerstört</translation>
    </message>
    <message>
        <source>{unit} leaves the wreck of {vehicle}</source>
        <translation>{unit} verlässt das Wrack von {vehicle}</translation>
    </message>
    <message>
        <source>{unit} is lost with {vehicle}: no room to get out</source>
        <translation>{unit} geht mit {vehicle} verloren: kein Platz zum Aussteigen</translation>
    </message>
    <message>
        <source>{unit} loses {n} models with {vehicle}: split, they cannot get out as a body of their own</source>
        <translation>{unit} verliert {n} Modelle mit {vehicle}: aufgeteilt können sie nicht als eigene Einheit aussteigen</translation>
    </message>
    <message>
        <source>{unit} rides in a vehicle</source>
        <translation>{unit} fährt in einem Fahrzeug</translation>
    </message>
    <message>
        <source>{word} is no round</source>
        <translation>{word} ist keine Runde</translation>
    </message>
    <message>
        <source>a reserve arrives in a round of its own side: {rounds}</source>
        <translation>eine Reserve trifft in einer Runde der eigenen Seite ein: {rounds}</translation>
    </message>
    <message>
        <source>a reserve appears in a sector of its own deployment zone: {sectors}</source>
        <translation>eine Reserve erscheint in einem Sektor der eigenen Aufstellungszone: {sectors}</translation>
    </message>
    <message>
        <source>{side} holds {unit} in reserve</source>
        <translation>{side} hält {unit} in Reserve</translation>
    </message>
    <message>
        <source>{unit} is held in reserve: it arrives in round {n} in {sector}</source>
        <translation>{unit} wird in Reserve gehalten: trifft in Runde {n} in {sector} ein</translation>
    </message>
    <message>
        <source>{unit} finds no room in {sector}: it arrives in round {n}</source>
        <translation>{unit} findet in {sector} keinen Platz: trifft in Runde {n} ein</translation>
    </message>
    <message>
        <source>{unit} finds no room in {sector} and never arrives</source>
        <translation>{unit} findet in {sector} keinen Platz und trifft nie ein</translation>
    </message>
    <message>
        <source>{unit} arrives from the reserve in {sector}</source>
        <translation>{unit} trifft aus der Reserve in {sector} ein</translation>
    </message>
    <message>
        <source>{unit} is no messenger or officer of the active player</source>
        <translation>{unit} ist kein Bote oder Offizier des aktiven Spielers</translation>
    </message>
    <message>
        <source>{unit} carries an order already</source>
        <translation>{unit} trägt schon einen Befehl</translation>
    </message>
    <message>
        <source>{unit} is no officer of {side}</source>
        <extracomment>the kind of a messenger in the army list (FL-SPEC-2) those who carry orders: messengers, and officers (FL-SPEC-4: he can be given an order, which he can hand to a friendly unit he touches; he gets a new one each time he touches the staff, D27)</extracomment>
        <translation>{unit} ist kein Offizier von {side}</translation>
    </message>
    <message>
        <source>{unit} came back this round: it sets off again from the next</source>
        <translation>{unit} ist in dieser Runde zurückgekehrt: bricht erst in der nächsten wieder auf</translation>
    </message>
    <message>
        <source>a messenger sets off in its movement step, before it moves</source>
        <translation>ein Bote bricht in seiner Bewegung auf, bevor er sich bewegt</translation>
    </message>
    <message>
        <source>the command staff is gone: no messenger sets off (FL-CMD-6)</source>
        <translation>der Kommandostab ist nicht mehr da: kein Bote bricht auf (FL-CMD-6)</translation>
    </message>
    <message>
        <source>{unit} must touch the command staff to set off</source>
        <translation>{unit} muss den Kommandostab berühren, um aufzubrechen</translation>
    </message>
    <message>
        <source>{unit} is no unit of its side with an order</source>
        <translation>{unit} ist keine Einheit der eigenen Seite mit Befehl</translation>
    </message>
    <message>
        <source>{word} is no task: H, A or S</source>
        <translation>{word} ist keine Aufgabe: H, A oder S</translation>
    </message>
    <message>
        <source>{unit} may not have the task {task} (FL-ORD-4)</source>
        <translation>{unit} darf die Aufgabe {task} nicht haben (FL-ORD-4)</translation>
    </message>
    <message>
        <source>{word} is no sector of the table</source>
        <translation>{word} ist kein Sektor des Tisches</translation>
    </message>
    <message>
        <source>{unit} sets off with an order</source>
        <translation>{unit} bricht mit einem Befehl auf</translation>
    </message>
    <message>
        <source>{unit} carries a new order for {target}: {order}</source>
        <translation>{unit} bringt {target} einen neuen Befehl: {order}</translation>
    </message>
    <message>
        <source>{unit} delivers an order to {target}</source>
        <translation>{unit} überbringt {target} einen Befehl</translation>
    </message>
    <message>
        <source>{target}&apos;s order is now {order}</source>
        <translation>der Befehl von {target} ist jetzt {order}</translation>
    </message>
    <message>
        <source>{unit} returns to the command staff</source>
        <translation>{unit} kehrt zum Kommandostab zurück</translation>
    </message>
    <message>
        <source>{unit} are no pioneers of the active player</source>
        <extracomment>FL-SPEC-5, FL-SPEC-6: the largest piece either may deal with (inches, each way) the word a side with a guide chooses when it wants no piece between a larger piece&apos;s id and the sector of the guide&apos;s part of it (``wood@C2``)</extracomment>
        <translation>{unit} ist keine Pioniertruppe des aktiven Spielers</translation>
    </message>
    <message>
        <source>{unit} have removed their piece of terrain already: once per battle</source>
        <translation>{unit} hat ihr Geländestück schon beseitigt: einmal pro Schlacht</translation>
    </message>
    <message>
        <source>{unit} remove terrain as their special task: an order S (FL-ORD-4)</source>
        <translation>{unit} beseitigt Gelände als Spezialaufgabe: ein Befehl S (FL-ORD-4)</translation>
    </message>
    <message>
        <source>{unit} do their special task once they have reached {sector} (D12)</source>
        <translation>{unit} erfüllt die Spezialaufgabe, sobald sie {sector} erreicht hat (D12)</translation>
    </message>
    <message>
        <source>{word} is no piece of terrain on the table</source>
        <translation>{word} ist kein Geländestück auf dem Tisch</translation>
    </message>
    <message>
        <source>{piece} is larger than 6 by 6 inches</source>
        <translation>{piece} ist größer als 6 mal 6 Zoll</translation>
    </message>
    <message>
        <source>{piece} is not in the pioneers&apos; own half (FL-RUL-5)</source>
        <translation>{piece} liegt nicht in der eigenen Hälfte der Pioniere (FL-RUL-5)</translation>
    </message>
    <message>
        <source>{unit} must touch {piece}</source>
        <translation>{unit} muss {piece} berühren</translation>
    </message>
    <message>
        <source>{unit} remove {piece}</source>
        <translation>{unit} beseitigt {piece}</translation>
    </message>
    <message>
        <source>{side}&apos;s guide chooses no piece</source>
        <translation>der Ortskundige von {side} wählt kein Geländestück</translation>
    </message>
    <message>
        <source>{side}&apos;s guide leads through {piece} in {sector}</source>
        <translation>{side}: der Ortskundige führt durch {piece} in {sector}</translation>
    </message>
    <message>
        <source>{side}&apos;s guide leads through {piece}</source>
        <translation>der Ortskundige von {side} führt durch {piece}</translation>
    </message>
    <message>
        <source>{side}&apos;s guide chooses his piece of terrain</source>
        <translation>der Ortskundige von {side} wählt sein Geländestück</translation>
    </message>
    <message>
        <source>an army has one command staff, not {n}</source>
        <extracomment>FL-ARMY-5: models in a unit by kind of unit (a battery or squadron may also be one model) FL-ARMY-8: the sheets&apos; room for units; more is allowed, with a warning FL-ARMY-1: a typical game&apos;s armies the specialists who may join a unit of each kind (FL-LIST-7: the standard bearer infantry or cavalry, the others infantry) the sentence, in the player&apos;s language where it is shown (str() gives the English)</extracomment>
        <translation>eine Armee hat einen Kommandostab, nicht {n}</translation>
    </message>
    <message>
        <source>costs {points} points, more than the {size} agreed</source>
        <translation>kostet {points} Punkte, mehr als die vereinbarten {size}</translation>
    </message>
    <message>
        <source>only {n} of {spent} points in infantry and cavalry: at least half must be</source>
        <translation>nur {n} von {spent} Punkten für Infanterie und Kavallerie: mindestens die Hälfte muss es sein</translation>
    </message>
    <message>
        <source>{n} of {spent} points in guns and vehicles: at most half may be</source>
        <translation>{n} von {spent} Punkten für Geschütze und Fahrzeuge: höchstens die Hälfte darf es sein</translation>
    </message>
    <message>
        <source>{n} specialists; {size} points allow {allowed} (one per full 500)</source>
        <translation>{n} Spezialisten; {size} Punkte erlauben {allowed} (einen je volle 500)</translation>
    </message>
    <message>
        <source>{n} units: the sheets have room for {room}</source>
        <translation>{n} Einheiten: die Bögen haben Platz für {room}</translation>
    </message>
    <message>
        <source>{kind} is not in the army list; known: {known}</source>
        <translation>{kind} steht nicht in der Armeeliste; bekannt: {known}</translation>
    </message>
    <message>
        <source>the command staff is 6 models (and its messenger), not {n}</source>
        <translation>der Kommandostab hat 6 Modelle (und seinen Boten), nicht {n}</translation>
    </message>
    <message>
        <source>the pioneers are exactly 12 models, not {n}</source>
        <translation>die Pioniere sind genau 12 Modelle, nicht {n}</translation>
    </message>
    <message>
        <source>a {kind} replaces a model of a unit: list him with the unit</source>
        <translation>ein {kind} ersetzt ein Modell einer Einheit: führe ihn bei der Einheit auf</translation>
    </message>
    <message>
        <source>a {kind} is a single model, not {n}</source>
        <translation>ein {kind} ist ein Einzelmodell, nicht {n}</translation>
    </message>
    <message>
        <source>{n} models: infantry and cavalry units have {low} to {high}</source>
        <translation>{n} Modelle: Infanterie- und Kavallerieeinheiten haben {low} bis {high}</translation>
    </message>
    <message>
        <source>{n} models: a battery or squadron has {low} to {high}, or one</source>
        <translation>{n} Modelle: eine Batterie oder Schwadron hat {low} bis {high}, oder eines</translation>
    </message>
    <message>
        <source>a {kind} does not join a unit</source>
        <translation>ein {kind} schließt sich keiner Einheit an</translation>
    </message>
    <message>
        <source>a {kind} joins {arms} only</source>
        <translation>ein {kind} schließt sich nur {arms} an</translation>
    </message>
    <message>
        <source>the same specialist twice in one unit (only the highest bonus counts)</source>
        <translation>derselbe Spezialist zweimal in einer Einheit (nur der höchste Bonus zählt)</translation>
    </message>
    <message>
        <source>{side} sees {units}</source>
        <extracomment>the movement step&apos;s verbs that act on one unit (its first word): hidden when nobody sees it the body each unit stood as when its pairs were judged (south unit, north unit) -&gt; some model of either sees some model of the other the terrain the pairs were judged on (the pieces removed, the parts destroyed) each side&apos;s enemy units in sight now where each side last saw each enemy unit it has seen each side&apos;s enemy units seen at some look of this round: those it may fire at in Beschuss over their moves (FL-FIRE-2, D15), and the round they were gathered in whether the first look was taken (before it nobody has looked: the set-up) each body&apos;s bases and the points its lines of sight start from (``units_see``), by the body&apos;s identity (bodies are immutable), forgotten all at once past LIMIT</extracomment>
        <translation>{side} sieht {units}</translation>
    </message>
    <message>
        <source>{side} loses sight of {units}</source>
        <translation>{side} verliert {units} aus der Sicht</translation>
    </message>
    <message>
        <source>{unit} moves out of the enemy&apos;s sight</source>
        <translation>{unit} bewegt sich außer Sicht des Gegners</translation>
    </message>
    <message>
        <source>{units} came into sight: what was seen is not taken back (FL-MOVE-8)</source>
        <translation>{units} kam in Sicht: was gesehen wurde, wird nicht zurückgenommen (FL-MOVE-8)</translation>
    </message>
    <message>
        <source>{side}: a reserve arrives out of sight</source>
        <translation>{side}: eine Reserve trifft außer Sicht ein</translation>
    </message>
    <message>
        <source>Union {u}, Confederates {c}: {side} attack and move first</source>
        <extracomment>decision 27: an optional limit of bounds, after which the army with fewer lost elements wins</extracomment>
        <translation>Nordstaatler {u}, Südstaatler {c}: Angreifer ist {side}, er zieht zuerst</translation>
    </message>
    <message>
        <source>The battle is over: a draw. {why}</source>
        <translation>Die Schlacht ist vorbei: unentschieden. {why}</translation>
    </message>
    <message>
        <source>The battle is over, won by the {side}. {why}</source>
        <translation>Die Schlacht ist vorbei, Sieg für {side}. {why}</translation>
    </message>
    <message>
        <source>Meeting engagement, {year}</source>
        <extracomment>the shipped armies of each period: the Union&apos;s, the Confederates&apos; every shipped army&apos;s id the battles New game offers: id -&gt; (the periods of the Union&apos;s and the Confederates&apos; armies, a table&apos;s seed for the generator, None: the meeting engagement&apos;s table) the battle New game starts with a generated battlefield of any seed: ``field-&lt;year&gt;-&lt;seed&gt;`` (decision 29) the year of each period&apos;s shipped armies</extracomment>
        <translation>Begegnungsgefecht, {year}</translation>
    </message>
    <message>
        <source>A battlefield from the dice (seed {seed}), {year}</source>
        <translation>Ein ausgewürfeltes Schlachtfeld (Startwert {seed}), {year}</translation>
    </message>
    <message>
        <source>ACW after Big Battle DBA (miniatures on a free table)</source>
        <translation>ACW nach Big Battle DBA (Miniaturen auf freiem Tisch)</translation>
    </message>
    <message>
        <source>ACW after Big Battle DBA</source>
        <extracomment>BB-SETUP-5: each command within 150 mm (600 paces) of its base edge</extracomment>
        <translation>ACW nach Big Battle DBA</translation>
    </message>
    <message>
        <source>The game measures in millimetres: the table&apos;s unit is {unit} (BB-FIELD-1)</source>
        <extracomment>T4&apos;s kinds: areas, lines (a river and a road with their widths), a hill&apos;s crest line</extracomment>
        <translation>Das Spiel misst in Millimetern: die Einheit des Tisches ist {unit} (BB-FIELD-1)</translation>
    </message>
    <message>
        <source>{kind!r} is no terrain of the rules&apos; table T4: choose one of {kinds} (BB-FIELD-4)</source>
        <translation>{kind!r} ist kein Gelände der Tabelle T4: wähle eines von {kinds} (BB-FIELD-4)</translation>
    </message>
    <message>
        <source>a crest lies inside a hill (BB-FIELD-10)</source>
        <translation>ein Kamm liegt in einem Hügel (BB-FIELD-10)</translation>
    </message>
    <message>
        <source>The rules&apos; table is 1200 x 600 mm, DBA&apos;s doubled (BB-FIELD-1)</source>
        <translation>Der Tisch der Regeln ist 1200 x 600 mm, der von DBA verdoppelt (BB-FIELD-1)</translation>
    </message>
    <message>
        <source>No terrain in the left half: terrain is laid in each half (BB-FIELD-2)</source>
        <translation>Kein Gelände in der linken Hälfte: Gelände wird in jeder Hälfte gelegt (BB-FIELD-2)</translation>
    </message>
    <message>
        <source>No terrain in the right half: terrain is laid in each half (BB-FIELD-2)</source>
        <translation>Kein Gelände in der rechten Hälfte: Gelände wird in jeder Hälfte gelegt (BB-FIELD-2)</translation>
    </message>
    <message>
        <source>The game has no objectives: an army wins by breaking the other (BB-WIN)</source>
        <translation>Das Spiel kennt keine Ziele: eine Armee siegt, indem sie die andere bricht (BB-WIN)</translation>
    </message>
    <message>
        <source>narrower than a base width (40 mm) somewhere (BB-FIELD-5)</source>
        <extracomment>BB-FIELD-5: length and width together at most 9 BW BB-FIELD-7: a river&apos;s width, at least 1 BW (BB-FIELD-5&apos;s minimum, applied) and at most 200 paces BB-FIELD-8: a waterway&apos;s depth in from its short edge</extracomment>
        <translation>stellenweise schmaler als eine Basisbreite (40 mm) (BB-FIELD-5)</translation>
    </message>
    <message>
        <source>length and width together {mm} mm, more than 360 (BB-FIELD-5)</source>
        <translation>Länge und Breite zusammen {mm} mm, mehr als 360 (BB-FIELD-5)</translation>
    </message>
    <message>
        <source>{mm} mm from {other}, less than a base width (BB-FIELD-6)</source>
        <translation>{mm} mm von {other}, weniger als eine Basisbreite (BB-FIELD-6)</translation>
    </message>
    <message>
        <source>a waterway lies along a short edge, the table&apos;s full depth, 100-200 mm in (BB-FIELD-8)</source>
        <translation>ein Wasserweg liegt an einer kurzen Kante, über die ganze Tiefe des Tisches, 100-200 mm breit (BB-FIELD-8)</translation>
    </message>
    <message>
        <source>a river {mm} mm wide, not 40-50 (BB-FIELD-5, -7)</source>
        <translation>ein Fluss {mm} mm breit, nicht 40-50 (BB-FIELD-5, -7)</translation>
    </message>
    <message>
        <source>a {kind} runs from a table edge to the opposite one, or into a BUA or the waterway (BB-FIELD-7)</source>
        <translation>{kind}: verläuft von einer Tischkante zur gegenüberliegenden oder in eine Ortschaft oder den Wasserweg (BB-FIELD-7)</translation>
    </message>
</context>
<context>
    <name>AcwArmyBuilder</name>
    <message>
        <source>ACW army builder</source>
        <translation>ACW-Armeebaukasten</translation>
    </message>
    <message>
        <source>My army</source>
        <translation>Meine Armee</translation>
    </message>
    <message>
        <source>Union</source>
        <translation>Union</translation>
    </message>
    <message>
        <source>Confederates</source>
        <translation>Konföderierte</translation>
    </message>
    <message>
        <source>early (1861-63)</source>
        <translation>früh (1861-63)</translation>
    </message>
    <message>
        <source>late (1863-65)</source>
        <translation>spät (1863-65)</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Side:</source>
        <translation>Seite:</translation>
    </message>
    <message>
        <source>Period:</source>
        <translation>Zeitraum:</translation>
    </message>
    <message>
        <source>Contingents: twelve elements each (BB-ARMY-1, -3)</source>
        <translation>Kontingente: je zwölf Elemente (BB-ARMY-1, -3)</translation>
    </message>
    <message>
        <source>Elements</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <source>Contingent {n}</source>
        <translation>Kontingent {n}</translation>
    </message>
    <message>
        <source>Commands: three, at least six elements each (BB-ARMY-6)</source>
        <translation>Befehlsgruppen: drei, je mindestens sechs Elemente (BB-ARMY-6)</translation>
    </message>
    <message>
        <source>Command {n}</source>
        <translation>Befehlsgruppe {n}</translation>
    </message>
    <message>
        <source>Commands as the contingents</source>
        <translation>Befehlsgruppen wie die Kontingente</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Open...</source>
        <translation>Öffnen...</translation>
    </message>
    <message>
        <source>Save...</source>
        <translation>Speichern...</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>{title}: {elements} troop elements ({counts}), in {n} commands</source>
        <translation>{title}: {elements} Truppenelemente ({counts}) in {n} Befehlsgruppen</translation>
    </message>
    <message>
        <source>the army needs a name</source>
        <translation>die Armee braucht einen Namen</translation>
    </message>
    <message>
        <source>The army keeps its list: it may be saved and played (BB-ARMY).</source>
        <translation>Die Armee hält ihre Liste ein: Sie kann gespeichert und gespielt werden (BB-ARMY).</translation>
    </message>
    <message>
        <source>Commands</source>
        <translation>Befehlsgruppen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Open an army</source>
        <translation>Eine Armee öffnen</translation>
    </message>
    <message>
        <source>Army files (*.yaml)</source>
        <translation>Armeedateien (*.yaml)</translation>
    </message>
    <message>
        <source>Army not opened</source>
        <translation>Armee nicht geöffnet</translation>
    </message>
    <message>
        <source>Save the army</source>
        <translation>Die Armee speichern</translation>
    </message>
    <message>
        <source>Army not saved</source>
        <translation>Armee nicht gespeichert</translation>
    </message>
    <message>
        <source>ACW &amp;army builder...</source>
        <translation>ACW-&amp;Armeebaukasten...</translation>
    </message>
</context>
<context>
    <name>AcwHowToPlay</name>
    <message>
        <source>ACW after Big Battle DBA: miniatures on a free table</source>
        <translation>ACW nach Big Battle DBA: Miniaturen auf freiem Tisch</translation>
    </message>
    <message>
        <source>The American Civil War after Big Battle DBA: three commands of twelve elements a side (muskets, rifles, Jäger, cavalry that dismounts, artillery) and a command element each, on a table measured in paces (a base width is 160 paces, 40 mm). Shooting and melee are opposed dice plus factors; a command that loses a third of its elements is demoralised, and an army that loses more than half, or two commands, is broken. Game &gt; New game, Game: ACW after Big Battle DBA, starts one; play against a person at this computer (nothing is hidden) or against the computer.</source>
        <translation>Der Amerikanische Bürgerkrieg nach Big Battle DBA: je Seite drei Befehlsgruppen zu zwölf Elementen (Musketen, Gewehre, Jäger, Reiterei, die absitzen kann, Artillerie) mit je einem Befehlselement, auf einem in Schritt vermessenen Tisch (eine Basenbreite sind 160 Schritt, 40 mm). Beschuss und Nahkampf werden mit Würfeln beider Seiten plus Faktoren entschieden; eine Befehlsgruppe, die ein Drittel ihrer Elemente verliert, ist demoralisiert, und eine Armee, die mehr als die Hälfte oder zwei Befehlsgruppen verliert, ist gebrochen. Spiel &gt; Neues Spiel, Spiel: ACW nach Big Battle DBA, beginnt eines; spiele gegen einen Menschen an diesem Computer (nichts ist verdeckt) oder gegen den Computer.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;How a bound goes&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;PIPs&lt;/b&gt;: one die for each of your commands; a button gives them to the commands in the order you choose. The Commands panel shows what each command has left.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Movement&lt;/b&gt;: drag an element. A ghost and a ruler follow the pointer (the distance in paces, the going, the PIPs), red with the reason and the rule where it may not go; release to move, Esc to put it back; Q and E wheel it first (Shift: one degree). Let go just short of an enemy&apos;s front, it lines up flush. Click an element for its offered moves (the farthest advance, wheels, into contact, dismounting, breaking off). A &lt;b&gt;group&lt;/b&gt; moves as one body for one PIP: its button, Shift and a drag round it, or a Shift-click on one of its elements picks it; then drag one of its elements.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Shooting&lt;/b&gt;: every element with a target shoots; click a glowing target to resolve its combat next. Both dice, the factors and the outcome show in the Dice panel and the log.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Melee&lt;/b&gt;: click an element in front contact to fight its melee.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;M measures anywhere. Ctrl+Z takes an action back until dice are rolled. The game is saved after every action. The rules, written for players, are under Help (F1).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;So läuft eine Runde&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;PIPs&lt;/b&gt;: ein Würfel für jede deiner Befehlsgruppen; ein Knopf gibt sie den Befehlsgruppen in der Reihenfolge, die du wählst. Die Leiste „Befehlsgruppen“ zeigt, was jeder Befehlsgruppe bleibt.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Bewegung&lt;/b&gt;: ziehe ein Element. Ein Schatten und ein Maßband folgen dem Zeiger (die Entfernung in Schritt, das Gelände, die PIPs), rot mit dem Grund und der Regel, wo es nicht hin darf; loslassen bewegt, Esc stellt es zurück; Q und E schwenken es vorher (mit Umschalt um ein Grad). Lässt du es kurz vor der Front eines Feindes los, richtet es sich bündig an ihr aus. Klicke ein Element an, um seine angebotenen Bewegungen zu sehen (das weiteste Vorrücken, Schwenks, in Kontakt, Absitzen, Lösen aus dem Nahkampf). Eine &lt;b&gt;Gruppe&lt;/b&gt; bewegt sich geschlossen für einen PIP: ihr Knopf, Umschalt und ein Auswahlrahmen um sie herum oder ein Umschalt+Klick auf eines ihrer Elemente wählt sie; dann ziehe eines ihrer Elemente.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Beschuss&lt;/b&gt;: jedes Element mit einem Ziel schießt; klicke ein leuchtendes Ziel an, um seinen Kampf als Nächstes auszutragen. Beide Würfel, die Faktoren und das Ergebnis stehen in der Leiste „Würfel“ und im Protokoll.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Nahkampf&lt;/b&gt;: klicke ein Element in Frontkontakt an, um seinen Nahkampf auszutragen.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;M misst überall. Strg+Z nimmt eine Aktion zurück, bis gewürfelt wird. Das Spiel wird nach jeder Aktion gespeichert. Die Regeln, für Spieler geschrieben, stehen unter Hilfe (F1).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>AcwWindow</name>
    <message>
        <source>Bound {n}, {side} active</source>
        <extracomment>the elements of a command clicked in the panel, to mark on the table</extracomment>
        <translation>Runde {n}, am Zug: {side}</translation>
    </message>
    <message>
        <source>Before the first bound</source>
        <translation>Vor der ersten Runde</translation>
    </message>
    <message>
        <source>, 1 PIP left</source>
        <translation>, 1 PIP übrig</translation>
    </message>
    <message>
        <source>, {n} PIPs left</source>
        <translation>, {n} PIPs übrig</translation>
    </message>
    <message>
        <source>, &lt;b&gt;demoralised&lt;/b&gt; (BB-WIN-1)</source>
        <translation>, &lt;b&gt;demoralisiert&lt;/b&gt; (BB-WIN-1)</translation>
    </message>
    <message>
        <source>, commander lost (BB-CMD-8)</source>
        <translation>, Befehlshaber verloren (BB-CMD-8)</translation>
    </message>
    <message>
        <source>&lt;a href=&quot;{id}&quot;&gt;{id}&lt;/a&gt;: lost {lost} of {size}, demoralised at {at}{pips}{state}</source>
        <translation>&lt;a href=&quot;{id}&quot;&gt;{id}&lt;/a&gt;: {lost} von {size} verloren, demoralisiert bei {at}{pips}{state}</translation>
    </message>
    <message>
        <source> ({left} on the table)</source>
        <translation> ({left} auf dem Tisch)</translation>
    </message>
    <message>
        <source>, the camp sacked (counts 2, BB-CAMP-5)</source>
        <translation>, das Lager geplündert (zählt 2, BB-CAMP-5)</translation>
    </message>
    <message>
        <source>Army: {lost} lost{camp}; it breaks at {at} lost or 2 commands demoralised ({d} now) (BB-WIN-5)</source>
        <translation>Armee: {lost} verloren{camp}; sie bricht bei {at} verlorenen Elementen oder 2 demoralisierten Befehlsgruppen (jetzt {d}) (BB-WIN-5)</translation>
    </message>
    <message>
        <source>Commands</source>
        <translation>Befehlsgruppen</translation>
    </message>
    <message>
        <source>{words}, command {command}</source>
        <extracomment>the measuring tool (M): on, and where a measure began</extracomment>
        <translation>{words}, Befehlsgruppe {command}</translation>
    </message>
    <message>
        <source> (1 PIP left)</source>
        <translation> (1 PIP übrig)</translation>
    </message>
    <message>
        <source> ({n} PIPs left)</source>
        <translation> ({n} PIPs übrig)</translation>
    </message>
    <message>
        <source>, demoralised (BB-WIN-1)</source>
        <translation>, demoralisiert (BB-WIN-1)</translation>
    </message>
    <message>
        <source>drag ahead, back or aside; Q and E wheel it</source>
        <translation>nach vorn, zurück oder zur Seite ziehen; Q und E schwenken es</translation>
    </message>
    <message>
        <source>good going</source>
        <translation>gutes Gelände</translation>
    </message>
    <message>
        <source>difficult going</source>
        <translation>schweres Gelände</translation>
    </message>
    <message>
        <source>road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>Cav</source>
        <extracomment>the scene length an element&apos;s front edge and chevron are sized by the opening view&apos;s margin round the table, in millimetres the glow of each mark&apos;s mode (ui/board_marks.py&apos;s modes) degrees Q or E wheels a held element or group (with Shift: one degree) a type&apos;s short word on its base (the log and the status bar say it in full)</extracomment>
        <translation>Rei</translation>
    </message>
    <message>
        <source>Dis</source>
        <translation>Abg</translation>
    </message>
    <message>
        <source>Mus</source>
        <translation>Mus</translation>
    </message>
    <message>
        <source>Rif</source>
        <translation>Gew</translation>
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
        <translation>Bef</translation>
    </message>
    <message>
        <source>Camp</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>wood</source>
        <extracomment>BB-FIELD&apos;s kinds of terrain in words (an unnamed area&apos;s label, the status bar)</extracomment>
        <translation>Wald</translation>
    </message>
    <message>
        <source>gentle hill</source>
        <translation>sanfter Hügel</translation>
    </message>
    <message>
        <source>steep hill</source>
        <translation>steiler Hügel</translation>
    </message>
    <message>
        <source>crest</source>
        <translation>Kamm</translation>
    </message>
    <message>
        <source>built-up area</source>
        <translation>bebautes Gebiet</translation>
    </message>
    <message>
        <source>river</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>waterway</source>
        <translation>Gewässer</translation>
    </message>
    <message>
        <source>marsh</source>
        <translation>Sumpf</translation>
    </message>
    <message>
        <source>rough ground</source>
        <translation>unwegsames Gelände</translation>
    </message>
    <message>
        <source>1 PIP</source>
        <translation>1 PIP</translation>
    </message>
    <message>
        <source>{n} PIPs</source>
        <translation>{n} PIPs</translation>
    </message>
    <message>
        <source>the group: {mm} mm = {paces} paces, {going}, {pips} (BB-MOVE-4)</source>
        <translation>die Gruppe: {mm} mm = {paces} Schritt, {going}, {pips} (BB-MOVE-4)</translation>
    </message>
    <message>
        <source>{mm} mm = {paces} paces, {going}, {pips} (BB-MOVE-1)</source>
        <translation>{mm} mm = {paces} Schritt, {going}, {pips} (BB-MOVE-1)</translation>
    </message>
    <message>
        <source>the group: {going}, {pips} (BB-MOVE-4)</source>
        <translation>die Gruppe: {going}, {pips} (BB-MOVE-4)</translation>
    </message>
    <message>
        <source>{paces} paces ({mm} mm)</source>
        <translation>{paces} Schritt ({mm} mm)</translation>
    </message>
    <message>
        <source>measuring: M to stop</source>
        <translation>Messen: M beendet</translation>
    </message>
    <message>
        <source>the PIP dice</source>
        <translation>PIP-Würfel</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>artillery and Jäger</source>
        <translation>Artillerie und Jäger</translation>
    </message>
    <message>
        <source>shooting</source>
        <translation>Beschuss</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>the battle is over</source>
        <translation>die Schlacht ist vorbei</translation>
    </message>
    <message>
        <source>before the battle</source>
        <translation>vor der Schlacht</translation>
    </message>
    <message>
        <source>bound {n}: {step}, {side} active</source>
        <translation>Runde {n}: {step}, am Zug: {side}</translation>
    </message>
    <message>
        <source>open ground</source>
        <translation>offenes Gelände</translation>
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
        <translation>Das Spiel fortsetzen?</translation>
    </message>
    <message>
        <source>Nothing to resume</source>
        <translation>Nichts fortzusetzen</translation>
    </message>
    <message>
        <source>No unfinished game is free to resume here: none was left, or another copy of the program is still running it. A new game starts.</source>
        <translation>Hier ist keine unbeendete Partie zum Fortsetzen frei: keine wurde hinterlassen, oder eine andere Kopie des Programms führt sie noch. Eine neue Partie beginnt.</translation>
    </message>
    <message>
        <source>A game was interrupted: {scenario}, {period}, after {n} action. Resume it?</source>
        <translation>Ein Spiel wurde unterbrochen: {scenario}, {period}, nach {n} Aktion. Fortsetzen?</translation>
    </message>
    <message>
        <source>A game was interrupted: {scenario}, {period}, after {n} actions. Resume it?</source>
        <translation>Ein Spiel wurde unterbrochen: {scenario}, {period}, nach {n} Aktionen. Fortsetzen?</translation>
    </message>
    <message>
        <source>An unfinished game: {scenario}, {period}, after {n} action. Resume it?</source>
        <translation>Ein nicht beendetes Spiel: {scenario}, {period}, nach {n} Aktion. Fortsetzen?</translation>
    </message>
    <message>
        <source>An unfinished game: {scenario}, {period}, after {n} actions. Resume it?</source>
        <translation>Ein nicht beendetes Spiel: {scenario}, {period}, nach {n} Aktionen. Fortsetzen?</translation>
    </message>
</context>
<context>
    <name>AreasTable</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>Sterne</translation>
    </message>
    <message>
        <source>Borders</source>
        <translation>Grenzen</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Roads</source>
        <translation>Straßen</translation>
    </message>
</context>
<context>
    <name>BackgroundDialog</name>
    <message>
        <source>Background image</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>Hintergrundbild</translation>
    </message>
    <message>
        <source>Choose...</source>
        <translation>Auswählen...</translation>
    </message>
    <message>
        <source>Fit the image to the board</source>
        <translation>Bild an den Spielplan anpassen</translation>
    </message>
    <message>
        <source>Calibrate by two points...</source>
        <translation>An zwei Punkten kalibrieren...</translation>
    </message>
    <message>
        <source>Click two points on the scan and type their map coordinates: the scan is scaled, turned and moved to match</source>
        <translation>Zwei Punkte auf dem Scan anklicken und ihre Kartenkoordinaten eingeben: der Scan wird passend skaliert, gedreht und verschoben</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Deckkraft</translation>
    </message>
    <message>
        <source>Top-left corner at x</source>
        <translation>Obere linke Ecke bei x</translation>
    </message>
    <message>
        <source>Top-left corner at y</source>
        <translation>Obere linke Ecke bei y</translation>
    </message>
    <message>
        <source>Board units per image pixel</source>
        <translation>Spielplaneinheiten je Bildpunkt</translation>
    </message>
    <message>
        <source>Turned clockwise by</source>
        <translation>Im Uhrzeigersinn gedreht um</translation>
    </message>
    <message>
        <source>No background</source>
        <translation>Kein Hintergrund</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp *.gif *.tif *.tiff)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.bmp *.gif *.tif *.tiff)</translation>
    </message>
</context>
<context>
    <name>BalanceDialog</name>
    <message>
        <source>hard with 24 simulations a decision (the command line&apos;s default)</source>
        <translation>schwer mit 24 Simulationen je Entscheidung (die Vorgabe der Kommandozeile)</translation>
    </message>
    <message>
        <source>hard with 96 simulations a decision: stronger, four times slower</source>
        <translation>schwer mit 96 Simulationen je Entscheidung: stärker, viermal langsamer</translation>
    </message>
    <message>
        <source>Balance report: {title}</source>
        <translation>Ausgewogenheit: {title}</translation>
    </message>
    <message>
        <source>The computer plays both sides of the scenario, each game with new dice, and counts who wins. It is balanced when the first side&apos;s share of the wins lies within 40-60% with 95% confidence; a lopsided battle shows in about twenty games, a balanced one takes about a hundred. The games stop as soon as the answer is clear. The share depends on how well the computer plays: the policy gives a first look, hard a better measure.</source>
        <translation>Der Computer spielt beide Seiten des Szenarios, jedes Spiel mit neuen Würfeln, und zählt, wer gewinnt. Ausgewogen ist es, wenn der Anteil der ersten Seite an den Siegen mit 95 % Sicherheit zwischen 40 und 60 % liegt; eine einseitige Schlacht zeigt sich nach etwa zwanzig Spielen, eine ausgewogene braucht etwa hundert. Die Spiele enden, sobald die Antwort klar ist. Der Anteil hängt davon ab, wie gut der Computer spielt: die Faustregeln geben einen ersten Blick, schwer ein besseres Maß.</translation>
    </message>
    <message>
        <source>Player of both sides:</source>
        <translation>Spieler beider Seiten:</translation>
    </message>
    <message>
        <source>Games at most:</source>
        <translation>Höchstens Spiele:</translation>
    </message>
    <message>
        <source>Games at once:</source>
        <translation>Spiele zugleich:</translation>
    </message>
    <message>
        <source>%v of %m games</source>
        <translation>%v von %m Spielen</translation>
    </message>
    <message>
        <source>Not started.</source>
        <translation>Nicht begonnen.</translation>
    </message>
    <message>
        <source>The arena&apos;s report comes here when the games end.</source>
        <translation>Der Bericht der Arena erscheint hier, wenn die Spiele enden.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Playing the first games...</source>
        <translation>Die ersten Spiele laufen...</translation>
    </message>
    <message>
        <source>Stopping...</source>
        <translation>Wird angehalten...</translation>
    </message>
    <message>
        <source>%v games played</source>
        <translation>%v Spiele gespielt</translation>
    </message>
    <message>
        <source>The games could not be played: {message}</source>
        <translation>Die Spiele konnten nicht gespielt werden: {message}</translation>
    </message>
    <message>
        <source>No game is over yet.</source>
        <translation>Noch ist kein Spiel zu Ende.</translation>
    </message>
    <message>
        <source>After {n} games the wins are {first} {won:g}, {second} {lost:g} (a draw counts half): {first} {share:.1f}% (95% interval {low:.1f}-{high:.1f}%).</source>
        <translation>Nach {n} Spielen stehen die Siege {first} {won:g}, {second} {lost:g} (ein Unentschieden zählt halb): {first} {share:.1f} % (95-%-Intervall {low:.1f}-{high:.1f} %).</translation>
    </message>
    <message>
        <source>It leans to one side, {side} wins too often: the interval lies wholly outside 40-60%.</source>
        <translation>Es neigt zu einer Seite, {side} gewinnt zu oft: das Intervall liegt ganz außerhalb von 40-60 %.</translation>
    </message>
    <message>
        <source>Balanced: the interval lies within 40-60%.</source>
        <translation>Ausgewogen: das Intervall liegt innerhalb von 40-60 %.</translation>
    </message>
    <message>
        <source>the computer&apos;s rules of thumb, no search: fast, a first look</source>
        <translation>die Faustregeln des Computers, ohne Suche: schnell, ein erster Blick</translation>
    </message>
    <message>
        <source>Not clear yet: a verdict comes from {n} games on.</source>
        <translation>Noch nicht klar: ein Urteil gibt es ab {n} Spielen.</translation>
    </message>
    <message>
        <source>Not clear yet: the interval reaches outside 40-60%.</source>
        <translation>Noch nicht klar: das Intervall reicht über 40-60 % hinaus.</translation>
    </message>
    <message>
        <source>At this share about {n} games in all would tell.</source>
        <translation>Bei diesem Anteil würden etwa {n} Spiele insgesamt es zeigen.</translation>
    </message>
</context>
<context>
    <name>BattlePanel</name>
    <message>
        <source>Morning</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>Morgen</translation>
    </message>
    <message>
        <source>Midday</source>
        <translation>Mittag</translation>
    </message>
    <message>
        <source>Afternoon</source>
        <translation>Nachmittag</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Nacht</translation>
    </message>
    <message>
        <source>Union orders (R-DISC-1)</source>
        <translation>Befehle der Union (R-DISC-1)</translation>
    </message>
    <message>
        <source>Confederate orders (R-DISC-2)</source>
        <translation>Befehle der Konföderation (R-DISC-2)</translation>
    </message>
    <message>
        <source>Command blocks off the map (R-BLK)</source>
        <translation>Befehlsmarker neben dem Spielplan (R-BLK)</translation>
    </message>
    <message>
        <source>Supply and losses</source>
        <translation>Vorrat und Verluste</translation>
    </message>
    <message>
        <source>&lt;b&gt;{period}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{period}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>In the {part} box: {b} blue, {k} black; forced passes taken this period: {u}</source>
        <translation>Im Befehlsfeld „{part}“: {b} blaue, {k} schwarze; Zwangspassen in diesem Tagesabschnitt: {u}</translation>
    </message>
    <message>
        <source>Single-order box: {n}</source>
        <translation>Befehlsfeld (einfache Befehle): {n}</translation>
    </message>
    <message>
        <source>Double-order box: {n}</source>
        <translation>Doppelbefehlsfeld: {n}</translation>
    </message>
    <message>
        <source>Discs in supply: {n}</source>
        <translation>Befehlsscheiben im Vorrat: {n}</translation>
    </message>
    <message>
        <source>{side}: available {a}; set aside {s}</source>
        <translation>{side}: verfügbar {a}; beiseitegelegt {s}</translation>
    </message>
    <message>
        <source>{side}: {a} available, {s} set aside (values hidden)</source>
        <translation>{side}: {a} verfügbar, {s} beiseitegelegt (Werte verdeckt)</translation>
    </message>
    <message>
        <source>Cubes in supply (of {total}): {cubes}</source>
        <translation>Schadensmarker im Vorrat (von {total}): {cubes}</translation>
    </message>
    <message>
        <source>Markers left: disruption {d} of {dn}, entrenchment {e} of {en}, artillery fire {f} of {fn}</source>
        <translation>Übrige Marker: Unterbrechung {d} von {dn}, Eingrabung {e} von {en}, Artilleriefeuer {f} von {fn}</translation>
    </message>
    <message>
        <source>Units eliminated: Confederate {c}, Union {u}. Still to arrive: Confederate {cc}, Union {uc} (R-REIN-1).</source>
        <translation>Eliminierte Einheiten: Konföderation {c}, Union {u}. Noch ausstehend: Konföderation {cc}, Union {uc} (R-REIN-1).</translation>
    </message>
</context>
<context>
    <name>BlockRow</name>
    <message>
        <source>{a} available, {s} set aside; their values are hidden from you (R-ACT-2)</source>
        <translation>{a} verfügbar, {s} beiseitegelegt; ihre Werte sind für dich verdeckt (R-ACT-2)</translation>
    </message>
    <message>
        <source>available: {a}; set aside until the last available block is placed: {s} (R-BLK-2)</source>
        <translation>verfügbar: {a}; beiseitegelegt, bis der letzte verfügbare Befehlsmarker gelegt ist: {s} (R-BLK-2)</translation>
    </message>
    <message>
        <source>all on the map</source>
        <translation>alle auf dem Spielplan</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>artillery in {a}: range {r} (R-ART-2)</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate what never changes (terrain, scenery, roads, names, symbols) lives in a scene of its own, drawn as this scene&apos;s background: the view caches it (CacheBackground), so a move repaints the pieces, not the map</extracomment>
        <translation>Artillerie in {a}: Reichweite {r} (R-ART-2)</translation>
    </message>
    <message>
        <source>{t}: in range ({d}) and in sight (R-ART-3)</source>
        <translation>{t}: in Reichweite ({d}) und in Sichtlinie (R-ART-3)</translation>
    </message>
    <message>
        <source>{t}: in range, out of sight: blocked by {b} (R-ART-3)</source>
        <translation>{t}: in Reichweite, aber außer Sicht: verdeckt durch {b} (R-ART-3)</translation>
    </message>
</context>
<context>
    <name>BoxEditorWindow</name>
    <message>
        <source>Select a box or a link to delete</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>Wähle eine Box oder eine Linie zum Löschen</translation>
    </message>
    <message>
        <source>Click a box or a link to edit it; drag a box to move it; double-click a selected link to bend it</source>
        <extracomment>a bend is picked this many screen pixels around it (box id, merge key, offset from the box&apos;s centre to the press) (link id, bend index, merge key)</extracomment>
        <translation>Klicke auf eine Box oder eine Linie, um sie zu bearbeiten; ziehe eine Box, um sie zu verschieben; doppelklicke auf eine ausgewählte Linie, um sie zu biegen</translation>
    </message>
    <message>
        <source>Click where the town lies: a new box; then type its name in Properties</source>
        <translation>Klicke dorthin, wo der Ort liegt: eine neue Box; dann gib ihren Namen unter Eigenschaften ein</translation>
    </message>
    <message>
        <source>A box is already there: click an empty place</source>
        <translation>Dort ist schon eine Box: klicke auf eine freie Stelle</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Box</translation>
    </message>
    <message>
        <source>River: drag from the box upstream to the box downstream (or click one, then the other)</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>Fluss: von der Box flussaufwärts zur Box flussabwärts ziehen (oder eine anklicken, dann die andere)</translation>
    </message>
    <message>
        <source>Railroad: drag from a box to another (or click one, then the other)</source>
        <translation>Eisenbahnlinie: von einer Box zu einer anderen ziehen (oder eine anklicken, dann die andere)</translation>
    </message>
    <message>
        <source>Road: drag from a box to another (or click one, then the other)</source>
        <translation>Straße: von einer Box zu einer anderen ziehen (oder eine anklicken, dann die andere)</translation>
    </message>
    <message>
        <source>Start a link on a box</source>
        <translation>Beginne eine Linie auf einer Box</translation>
    </message>
    <message>
        <source>Now click the box at the other end</source>
        <translation>Klicke jetzt auf die Box am anderen Ende</translation>
    </message>
    <message>
        <source>End a link on a box</source>
        <translation>Beende eine Linie auf einer Box</translation>
    </message>
    <message>
        <source>{n} warning about boxes drawn over each other (a game plays the map anyway).</source>
        <translation>{n} Warnung zu übereinander gezeichneten Boxen (spielbar ist die Karte trotzdem).</translation>
    </message>
    <message>
        <source>{n} warnings about boxes drawn over each other (a game plays the map anyway).</source>
        <translation>{n} Warnungen zu übereinander gezeichneten Boxen (spielbar ist die Karte trotzdem).</translation>
    </message>
    <message>
        <source>Select / move</source>
        <translation>Auswählen / verschieben</translation>
    </message>
    <message>
        <source>Place box</source>
        <translation>Box platzieren</translation>
    </message>
    <message>
        <source>Play the map as it is: a game of Norden &amp; Süden with the rules&apos; set-up (NS-SETUP) on it</source>
        <translation>Die Karte so spielen, wie sie ist: eine Partie Norden &amp; Süden mit der Aufstellung der Regeln (NS-SETUP) darauf</translation>
    </message>
    <message>
        <source>&amp;New box map</source>
        <translation>&amp;Neue Box-Karte</translation>
    </message>
    <message>
        <source>New &amp;area map (Gettysburg)</source>
        <translation>Neue &amp;Gebietskarte (Gettysburg)</translation>
    </message>
    <message>
        <source>Re&amp;verse the selected river</source>
        <translation>Ausgewählten Fluss &amp;umkehren</translation>
    </message>
    <message>
        <source>Select a river first</source>
        <translation>Wähle zuerst einen Fluss</translation>
    </message>
    <message>
        <source>{lat:.2f}° N  {lon:.2f}° W</source>
        <translation>{lat:.2f}° N  {lon:.2f}° W</translation>
    </message>
    <message>
        <source>Play-test started: Norden &amp; Süden&apos;s set-up on this map</source>
        <translation>Probespiel gestartet: die Aufstellung von Norden &amp; Süden auf dieser Karte</translation>
    </message>
</context>
<context>
    <name>BoxPropertiesPanel</name>
    <message>
        <source>its own: each box&apos;s starting militia</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate; texts the area editor&apos;s panel shows too keep its context</extracomment>
        <translation>eigene: die Start-Miliz jeder Box</translation>
    </message>
    <message>
        <source>the 1861 campaign&apos;s (T2): the map must fit it (NS-MAP-4)</source>
        <translation>die des Feldzugs 1861 (T2): die Karte muss dazu passen (NS-MAP-4)</translation>
    </message>
    <message>
        <source>Set-up (NS-SETUP)</source>
        <translation>Aufstellung (NS-SETUP)</translation>
    </message>
    <message>
        <source>white (nobody&apos;s)</source>
        <translation>weiß (keine Seite)</translation>
    </message>
    <message>
        <source>Port (anchor, NS-SEA-2)</source>
        <translation>Hafen (Anker, NS-SEA-2)</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>Permanent fortification (NS-FORT-4)</source>
        <translation>Permanente Befestigung (NS-FORT-4)</translation>
    </message>
    <message>
        <source>nobody&apos;s</source>
        <translation>keine Seite</translation>
    </message>
    <message>
        <source>the Union&apos;s (NS-WIN-1)</source>
        <translation>der Union (NS-WIN-1)</translation>
    </message>
    <message>
        <source>the Confederacy&apos;s (NS-WIN-2)</source>
        <translation>der Konföderation (NS-WIN-2)</translation>
    </message>
    <message>
        <source>Capital (drawn with a star)</source>
        <translation>Hauptstadt (mit Stern gezeichnet)</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Staat</translation>
    </message>
    <message>
        <source>Starting colour</source>
        <translation>Farbe zu Spielbeginn</translation>
    </message>
    <message>
        <source>Starting militia (NS-SETUP-2)</source>
        <translation>Start-Miliz (NS-SETUP-2)</translation>
    </message>
    <message>
        <source>Recruitment (NS-RECR-3)</source>
        <translation>Rekrutierung (NS-RECR-3)</translation>
    </message>
    <message>
        <source>Victory objective</source>
        <translation>Siegziel</translation>
    </message>
    <message>
        <source>Border state (NS-AID-3)</source>
        <translation>Grenzstaat (NS-AID-3)</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Latitude, longitude</source>
        <translation>Breite, Länge</translation>
    </message>
    <message>
        <source>railroad</source>
        <translation>Eisenbahnlinie</translation>
    </message>
    <message>
        <source>Reverse the river (Ctrl+R)</source>
        <translation>Fluss umkehren (Strg+R)</translation>
    </message>
    <message>
        <source>The Potomac: closed to the Confederacy (NS-MOVE-10)</source>
        <translation>Der Potomac: für die Konföderation gesperrt (NS-MOVE-10)</translation>
    </message>
    <message>
        <source>Between</source>
        <translation>Zwischen</translation>
    </message>
    <message>
        <source>Flows to (NS-JUMP-2)</source>
        <translation>Fließt nach (NS-JUMP-2)</translation>
    </message>
    <message>
        <source>Entering across a river (a blue side, NS-MOD-3):</source>
        <translation>Über einen Fluss hinein (eine blaue Seite, NS-MOD-3):</translation>
    </message>
    <message>
        <source>The map</source>
        <translation>Die Karte</translation>
    </message>
    <message>
        <source>{usa} Union and {csa} Confederate militia infantry set up</source>
        <translation>Aufgestellt: {usa} Miliz-Infanterie der Union, {csa} der Konföderation</translation>
    </message>
    <message>
        <source>{boxes} boxes, {links} links</source>
        <translation>{boxes} Boxen, {links} Linien</translation>
    </message>
    <message>
        <source>Box {name}</source>
        <translation>Box {name}</translation>
    </message>
    <message>
        <source>The map is played with the 1861 campaign&apos;s set-up (T2); give it a set-up of its own in the map&apos;s Properties (click the empty map)</source>
        <translation>Die Karte wird mit der Aufstellung des Feldzugs 1861 (T2) gespielt; gib ihr eine eigene Aufstellung in den Eigenschaften der Karte (auf eine leere Stelle der Karte klicken)</translation>
    </message>
    <message>
        <source>Link {a} – {b}</source>
        <translation>Linie {a} – {b}</translation>
    </message>
    <message>
        <source>at {box}</source>
        <translation>bei {box}</translation>
    </message>
</context>
<context>
    <name>BoxRulesPanel</name>
    <message>
        <source>Ring the boxes reached on the map</source>
        <extracomment>the side or the rings changed: the window shows the reach again</extracomment>
        <translation>Die erreichten Boxen auf der Karte einkreisen</translation>
    </message>
    <message>
        <source>Marching side</source>
        <translation>Marschierende Seite</translation>
    </message>
    <message>
        <source>Select a box: its one march&apos;s reach for infantry and cavalry shows here.</source>
        <translation>Wähle eine Box: hier erscheint, wie weit Infanterie und Kavallerie mit einem Marsch von dort kommen.</translation>
    </message>
    <message>
        <source>From {box}, one march (T4, NS-MOVE-4), the {side} side:</source>
        <translation>Von {box}, ein Marsch (T4, NS-MOVE-4), Seite {side}:</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Kavallerie</translation>
    </message>
    <message>
        <source>nowhere</source>
        <translation>nirgendwohin</translation>
    </message>
    <message>
        <source>Own railroads join two boxes of the side&apos;s starting colour (NS-MOVE-5); the map alone: no units, so no battles and no jumps.</source>
        <translation>Eigene Eisenbahnlinien verbinden zwei Boxen in der Anfangsfarbe der Seite (NS-MOVE-5); nur die Karte: keine Einheiten, also keine Schlachten und keine Sprung-Bewegungen.</translation>
    </message>
    <message>
        <source>road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>river</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>railroad</source>
        <translation>Eisenbahnlinie</translation>
    </message>
</context>
<context>
    <name>CalibrationPointDialog</name>
    <message>
        <source>Calibrate the background: point {n} of 2</source>
        <translation>Hintergrund kalibrieren: Punkt {n} von 2</translation>
    </message>
    <message>
        <source>Where does the point you clicked lie on the map? Type its map coordinates (board units; a map grid&apos;s or a survey&apos;s marks).</source>
        <translation>Wo liegt der angeklickte Punkt auf der Karte? Gib seine Kartenkoordinaten ein (in Spielplaneinheiten; etwa nach den Marken eines Kartengitters oder einer Vermessung).</translation>
    </message>
    <message>
        <source>Map x</source>
        <translation>x auf der Karte</translation>
    </message>
    <message>
        <source>Map y</source>
        <translation>y auf der Karte</translation>
    </message>
</context>
<context>
    <name>ChartPanel</name>
    <message>
        <source>Victory, orders, reinforcements</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate places to mark on the map (a victory area&apos;s name clicked) a rule id was clicked: open the rules reference there</extracomment>
        <translation>Sieg, Befehle, Verstärkungen</translation>
    </message>
</context>
<context>
    <name>ComputerTurns</name>
    <message>
        <source>Slow</source>
        <extracomment>the pace of the computer&apos;s decisions: seconds between two of them (None: step by step, *Next*)</extracomment>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Step by step (Next: N)</source>
        <translation>Schritt für Schritt (Weiter: N)</translation>
    </message>
    <message>
        <source>easy</source>
        <extracomment>the levels in words (a name not here is shown as it is: random, greedy)</extracomment>
        <translation>leicht</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <source>aggressive</source>
        <extracomment>the leanings in words (ai/player.py STYLES: a weight of the evaluation, never a rule)</extracomment>
        <translation>angriffslustig</translation>
    </message>
    <message>
        <source>cautious</source>
        <translation>vorsichtig</translation>
    </message>
    <message>
        <source>The computer does not play this game yet: a person plays every side</source>
        <extracomment>the levels the New game dialog offers, weakest first the suggestion&apos;s player: the hard level with a short budget (seconds) a decision made while a dialog is in front waits until it is gone, looking again this often thinking started or stopped, progress, a decision waiting for Next, a pause, a failure, a suggestion why the computer stopped (its worker failed or died), &quot;&quot; if it did not the level thinking now (None: it isn&apos;t) and the part of its budget used a decision made, waiting for its moment (the pace) or for Next the suggestion shown: (the position it is for, its first action&apos;s text, all of it in words), None if none the suggestion&apos;s actions, as texts: the whole decision (ai/suggestion.py) the suggestion as the status bar says it (it comes back there while nothing else is said)</extracomment>
        <translation>Der Computer spielt dieses Spiel noch nicht: jede Seite spielt ein Mensch</translation>
    </message>
    <message>
        <source>This program has no computer player {names}: a person plays that side</source>
        <translation>Dieses Programm hat keinen Computerspieler {names}: diese Seite spielt ein Mensch</translation>
    </message>
    <message>
        <source>No suggestion: the computer failed ({why})</source>
        <translation>Kein Vorschlag: der Computer ist gescheitert ({why})</translation>
    </message>
    <message>
        <source>The computer stopped: {why}. Resume (Ctrl+P) asks it again.</source>
        <translation>Der Computer hat angehalten: {why}. Fortsetzen (Strg+P) fragt ihn erneut.</translation>
    </message>
    <message>
        <source>The computer is paused: Resume (Ctrl+P) lets it go on</source>
        <translation>Der Computer pausiert: Fortsetzen (Strg+P) lässt ihn weitermachen</translation>
    </message>
    <message>
        <source>No suggestion now: it is not your decision</source>
        <translation>Jetzt kein Vorschlag: es ist nicht deine Entscheidung</translation>
    </message>
    <message>
        <source>No suggestion: the computer does not play this game yet</source>
        <translation>Kein Vorschlag: der Computer spielt dieses Spiel noch nicht</translation>
    </message>
    <message>
        <source>The computer looks for a suggestion...</source>
        <translation>Der Computer sucht einen Vorschlag …</translation>
    </message>
    <message>
        <source>{first}; then {next}</source>
        <translation>{first}; dann {next}</translation>
    </message>
    <message>
        <source>Suggestion ({level}) for the {side}: {what}. It is not played: click it yourself if you like it.</source>
        <translation>Vorschlag ({level}) für {side}: {what}. Er wird nicht ausgeführt: klicke ihn selbst, wenn er dir gefällt.</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>Where the {side} player acted since your last decision is outlined on the map; the log tells it.</source>
        <translation>Wo der Spieler der Seite {side} seit deiner letzten Entscheidung gehandelt hat, ist auf dem Spielplan umrandet; das Protokoll erzählt es.</translation>
    </message>
    <message>
        <source>Click: {what}</source>
        <extracomment>the position, the prompt, the offered choices or the selection changed the events of an action just applied (or re-applied), for the log and the dice a one-line message for the status bar (why a click means nothing, ...) a refusal: why a click means nothing, with its rule (shown beside the pointer too) the curtain must fall: the side to hand over to (None: lift it) an action was applied, undone or redone (the window autosaves) a suggestion for the side at the screen was asked for (ui/computer.py answers) a suggestion shown on the board until the next click: (units, places, borders, blocks) -&gt; mode</extracomment>
        <translation>Klick: {what}</translation>
    </message>
    <message>
        <source>Click: {first}, or {n} more choices</source>
        <translation>Klick: {first} oder {n} weitere Möglichkeiten</translation>
    </message>
    <message>
        <source>{unit}: range {r}, {n} area in sight (R-ART-2, R-ART-3).</source>
        <translation>{unit}: Reichweite {r}, {n} Gebiet in Sichtlinie (R-ART-2, R-ART-3).</translation>
    </message>
    <message>
        <source>{unit}: range {r}, {n} areas in sight (R-ART-2, R-ART-3).</source>
        <translation>{unit}: Reichweite {r}, {n} Gebiete in Sichtlinie (R-ART-2, R-ART-3).</translation>
    </message>
    <message>
        <source>This is a replay: step through it with the replay buttons</source>
        <translation>Dies ist eine Wiederholung: gehe sie mit den Wiederholungsknöpfen durch</translation>
    </message>
    <message>
        <source>Hand the game over first: the {side} player clicks the curtain</source>
        <translation>Zuerst das Spiel übergeben: der Spieler der Seite {side} klickt auf den Vorhang</translation>
    </message>
    <message>
        <source>The {side} player decides next: press Hand over (Enter) when you have seen the roll</source>
        <translation>Als Nächstes entscheidet der Spieler der Seite {side}: drücke Übergeben (Enter), wenn du den Wurf gesehen hast</translation>
    </message>
    <message>
        <source>The computer is deciding for the {side}: wait for it, or pause it (Computer &gt; Pause); menus, zoom, the log and the replay stay yours</source>
        <translation>Der Computer entscheidet für {side}: warte auf ihn oder pausiere ihn (Computer &gt; Pause); Menüs, Zoom, Protokoll und Wiederholung bleiben dir</translation>
    </message>
    <message>
        <source>Choose one of the offered actions above the map, or Esc</source>
        <translation>Wähle eine der angebotenen Aktionen über der Karte oder Esc</translation>
    </message>
    <message>
        <source>Nothing to undo: {why}</source>
        <translation>Nichts rückgängig zu machen: {why}</translation>
    </message>
    <message>
        <source>hand the game over first</source>
        <translation>zuerst das Spiel übergeben</translation>
    </message>
    <message>
        <source>Undone: {action}</source>
        <translation>Rückgängig gemacht: {action}</translation>
    </message>
    <message>
        <source>Undone: your last decision and the computer&apos;s reply since</source>
        <translation>Zurückgenommen: deine letzte Entscheidung und die Antwort des Computers darauf</translation>
    </message>
    <message>
        <source>Undone: your last decision and the computer&apos;s {n} replies since</source>
        <translation>Zurückgenommen: deine letzte Entscheidung und die {n} Antworten des Computers darauf</translation>
    </message>
    <message>
        <source>Undone: your last decision</source>
        <translation>Zurückgenommen: deine letzte Entscheidung</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nichts zu wiederholen</translation>
    </message>
</context>
<context>
    <name>CrashGuard</name>
    <message>
        <source>The report was written to {path}.</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate the log file&apos;s size before it rotates, and how many old ones are kept crash reports kept in the data folder (the oldest go first) a report was written: its path (the dialog follows from the event loop)</extracomment>
        <translation>Der Bericht wurde nach {path} geschrieben.</translation>
    </message>
    <message>
        <source>No report could be written.</source>
        <translation>Es konnte kein Bericht geschrieben werden.</translation>
    </message>
    <message>
        <source>The program met an error it did not expect. Your game is safe: it is saved after every action.</source>
        <translation>Das Programm ist auf einen unerwarteten Fehler gestoßen. Dein Spiel ist sicher: es wird nach jeder Aktion gespeichert.</translation>
    </message>
    <message>
        <source>The error keeps coming back: quit, and start the program again to resume the game.</source>
        <translation>Der Fehler tritt immer wieder auf: beende das Programm und starte es neu, um das Spiel fortzusetzen.</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Etwas ist schiefgegangen</translation>
    </message>
    <message>
        <source>Continue from the last good state</source>
        <translation>Vom letzten fehlerfreien Stand fortsetzen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>The other player&apos;s command-block values stay hidden (R-ACT-2).</source>
        <translation>Die Werte der Befehlsmarker des anderen Spielers bleiben verdeckt (R-ACT-2).</translation>
    </message>
    <message>
        <source>{side} player: take your last action back (Ctrl+Z)</source>
        <extracomment>the next player is ready the player who just handed over takes the last action back (the other has seen nothing)</extracomment>
        <translation>Spieler der Seite {side}: die letzte Aktion zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <source>{side} to play</source>
        <translation>{side} ist am Zug</translation>
    </message>
    <message>
        <source>{side} player: click when ready</source>
        <translation>Spieler der Seite {side}: klicke, wenn du bereit bist</translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <source>No dice rolled yet</source>
        <extracomment>the lines of dice the panel shows at least (the rest scroll)</extracomment>
        <translation>Noch nicht gewürfelt</translation>
    </message>
    <message>
        <source>Last roll: {n} {dice}</source>
        <translation>Letzter Wurf: {n} {dice}</translation>
    </message>
    <message>
        <source>die</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>No dice rolled at this step</source>
        <translation>Bei diesem Schritt wurde nicht gewürfelt</translation>
    </message>
</context>
<context>
    <name>EditorDialogs</name>
    <message>
        <source>Merge areas of different terrains</source>
        <translation>Gebiete mit verschiedenem Gelände vereinigen</translation>
    </message>
    <message>
        <source>The areas have different terrains: which does the merged area keep?</source>
        <translation>Die Gebiete haben verschiedenes Gelände: welches behält das vereinigte Gebiet?</translation>
    </message>
    <message>
        <source>{name}: {terrain}</source>
        <translation>{name}: {terrain}</translation>
    </message>
    <message>
        <source>{terrain} (as {name})</source>
        <translation>{terrain} (wie {name})</translation>
    </message>
</context>
<context>
    <name>EditorLabels</name>
    <message>
        <source>Place name of &apos;{name}&apos;</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>Namen von „{name}“ platzieren</translation>
    </message>
    <message>
        <source>Place {n} names</source>
        <translation>{n} Namen platzieren</translation>
    </message>
    <message>
        <source>no stack has room clear of it</source>
        <translation>kein Stapel hat daneben Platz</translation>
    </message>
    <message>
        <source>a full stack has room</source>
        <translation>ein voller Stapel hat Platz</translation>
    </message>
    <message>
        <source>only a smaller stack has room ({w:g} x {h:g} units)</source>
        <translation>nur ein kleinerer Stapel hat Platz ({w:g} x {h:g} Einheiten)</translation>
    </message>
    <message>
        <source>its name reaches out of the area (Edit &gt; Place name puts it inside)</source>
        <translation>sein Name ragt aus dem Gebiet heraus (Bearbeiten &gt; Namen platzieren setzt ihn hinein)</translation>
    </message>
    <message>
        <source>its name leaves no room for a full stack of pieces (Edit &gt; Place name finds a place if there is one; else enlarge the area)</source>
        <translation>sein Name lässt keinen Platz für einen vollen Stapel Spielsteine (Bearbeiten &gt; Namen platzieren findet einen Platz, wenn es einen gibt; sonst das Gebiet vergrößern)</translation>
    </message>
</context>
<context>
    <name>EditorMulti</name>
    <message>
        <source>{n} items selected: Delete removes them all; Edit &gt; Merge the selected areas joins the areas into the first (Shift/Ctrl+click adds or takes out one)</source>
        <translation>{n} Elemente ausgewählt: Entf entfernt sie alle; Bearbeiten &gt; Ausgewählte Gebiete vereinigen vereinigt die Gebiete mit dem ersten (Umschalt/Strg+Klick fügt eines hinzu oder nimmt es heraus)</translation>
    </message>
    <message>
        <source>No area or entry box lies wholly inside the band</source>
        <translation>Kein Gebiet und kein Eintrittsfeld liegt ganz innerhalb des Auswahlrahmens</translation>
    </message>
    <message>
        <source>Deleted {n} items (Ctrl+Z brings them back)</source>
        <translation>{n} Elemente gelöscht (Strg+Z holt sie zurück)</translation>
    </message>
    <message>
        <source>Select two or more neighbouring areas first (Shift+click or a rubber band)</source>
        <translation>Zuerst zwei oder mehr benachbarte Gebiete auswählen (Umschalt+Klick oder ein Auswahlrahmen)</translation>
    </message>
    <message>
        <source>{names} can&apos;t be merged into &apos;{keep}&apos;: each must border the areas merged so far, and the result can&apos;t hold a hole</source>
        <translation>Nicht mit „{keep}“ zu vereinigen: {names}; jedes Gebiet muss an die bisher vereinigten grenzen, und das Ergebnis darf kein Loch enthalten</translation>
    </message>
</context>
<context>
    <name>EditorTools</name>
    <message>
        <source>Select: click an item (Shift+click or a drag across areas: several); drag a vertex, border, entry box or name; double-click a border: a new vertex; Delete removes</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate a drag let go within this many screen pixels of its press came back: nothing moves</extracomment>
        <translation>Auswählen: ein Element anklicken (Umschalt+Klick oder Ziehen über Gebiete: mehrere); einen Eckpunkt, eine Grenze, ein Eintrittsfeld oder einen Namen ziehen; Doppelklick auf eine Grenze: neuer Eckpunkt; Entf entfernt</translation>
    </message>
    <message>
        <source>The entry box is back where it was: nothing moved</source>
        <translation>Das Eintrittsfeld ist wieder, wo es war: nichts wurde verschoben</translation>
    </message>
    <message>
        <source>{what} is back where it was: nothing moved</source>
        <translation>{what} ist wieder, wo er war: nichts wurde verschoben</translation>
    </message>
    <message>
        <source>The name</source>
        <translation>Der Name</translation>
    </message>
    <message>
        <source>Not moved: {why}</source>
        <translation>Nicht verschoben: {why}</translation>
    </message>
    <message>
        <source>The vertex</source>
        <translation>Der Eckpunkt</translation>
    </message>
    <message>
        <source>The border</source>
        <translation>Der Grenzverlauf</translation>
    </message>
    <message>
        <source>&apos;{a}&apos; would overlap &apos;{b}&apos;</source>
        <translation>„{a}“ würde „{b}“ überlappen</translation>
    </message>
    <message>
        <source>&apos;{a}&apos; would overlap &apos;{b}&apos;; drop the vertex on their shared border or in the open</source>
        <translation>„{a}“ würde „{b}“ überlappen; lege den Eckpunkt auf ihre gemeinsame Grenze oder ins Freie</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; would cross itself</source>
        <translation>„{name}“ würde sich selbst schneiden</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; would have fewer than 3 corners</source>
        <translation>„{name}“ hätte weniger als 3 Ecken</translation>
    </message>
    <message>
        <source>a vertex of &apos;{name}&apos; would lie {d} outside the board (0..{w}, 0..{h})</source>
        <translation>ein Eckpunkt von „{name}“ läge {d} außerhalb des Spielplans (0..{w}, 0..{h})</translation>
    </message>
    <message>
        <source>Drag cancelled: nothing moved</source>
        <translation>Ziehen abgebrochen: nichts wurde verschoben</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Add area: click the corners; click the first one to close, or Enter to fill up to the borders; Backspace removes the last point, Escape cancels</source>
        <translation>Gebiet hinzufügen: die Ecken anklicken; die erste anklicken, um zu schließen, oder Enter, um bis zu den Grenzen zu füllen; Rücktaste entfernt den letzten Punkt, Esc bricht ab</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Gebiet</translation>
    </message>
    <message>
        <source>Added &apos;{name}&apos;; Tab takes the region on the other side of the line; name it in Properties</source>
        <translation>„{name}“ hinzugefügt; Tab nimmt den Bereich auf der anderen Seite der Linie; benenne es unter Eigenschaften</translation>
    </message>
    <message>
        <source>Added &apos;{name}&apos;: name it in Properties</source>
        <translation>„{name}“ hinzugefügt: benenne es unter Eigenschaften</translation>
    </message>
    <message>
        <source>Draw free edge: start on a border, click the corners in the open, end on a border (the area fills what the line closes off; Tab takes the other side)</source>
        <translation>Freie Kante zeichnen: auf einer Grenze beginnen, die Ecken im freien Raum anklicken, auf einer Grenze enden (das Gebiet füllt, was die Linie abschließt; Tab nimmt die andere Seite)</translation>
    </message>
    <message>
        <source>Start the free edge on a border (an area&apos;s or the board&apos;s edge)</source>
        <translation>Die freie Kante auf einer Grenze beginnen (der eines Gebiets oder am Rand des Spielplans)</translation>
    </message>
    <message>
        <source>Split: click a line across an area from border to border</source>
        <translation>Teilen: eine Linie quer durch ein Gebiet von Grenze zu Grenze klicken</translation>
    </message>
    <message>
        <source>The line crosses no area</source>
        <translation>Die Linie kreuzt kein Gebiet</translation>
    </message>
    <message>
        <source>Redraw border: click on a border two areas share where the new course leaves it, then the new points, then on the same border where it rejoins it</source>
        <translation>Grenze neu zeichnen: auf eine gemeinsame Grenze zweier Gebiete klicken, wo der neue Verlauf sie verlässt, dann die neuen Punkte, dann auf dieselbe Grenze, wo er wieder auf sie trifft</translation>
    </message>
    <message>
        <source>Start on a border two areas share; snapping is off (S turns it on), so a click lands on a border only by chance</source>
        <translation>Auf einer gemeinsamen Grenze zweier Gebiete beginnen; das Einrasten ist aus (S schaltet es ein), also trifft ein Klick eine Grenze nur zufällig</translation>
    </message>
    <message>
        <source>This is the edge of one area only: start on a border two areas share</source>
        <translation>Das ist der Rand nur eines Gebiets: auf einer gemeinsamen Grenze zweier Gebiete beginnen</translation>
    </message>
    <message>
        <source>Start on a border two areas share (the magenta mark shows where a click lands)</source>
        <translation>Auf einer gemeinsamen Grenze zweier Gebiete beginnen (die magentafarbene Marke zeigt, wohin ein Klick fällt)</translation>
    </message>
    <message>
        <source>Redraw the border of &apos;{a}&apos; and &apos;{b}&apos;: click the new points, then on the border where it rejoins it (Backspace removes the last point, Escape cancels)</source>
        <translation>Grenze von „{a}“ und „{b}“ neu zeichnen: die neuen Punkte anklicken, dann die Grenze, wo der Verlauf wieder auf sie trifft (Rücktaste entfernt den letzten Punkt, Esc bricht ab)</translation>
    </message>
    <message>
        <source>Redraw a border from this point: click the new points, then on the same border where it rejoins it (Backspace removes the last point, Escape cancels)</source>
        <translation>Eine Grenze ab diesem Punkt neu zeichnen: die neuen Punkte anklicken, dann dieselbe Grenze, wo der Verlauf wieder auf sie trifft (Rücktaste entfernt den letzten Punkt, Esc bricht ab)</translation>
    </message>
    <message>
        <source>End the line on the border it started from (click on it)</source>
        <translation>Die Linie auf der Grenze beenden, auf der sie begann (darauf klicken)</translation>
    </message>
    <message>
        <source>Not redrawn: {why}. Backspace removes the last point, Escape cancels</source>
        <translation>Nicht neu gezeichnet: {why}. Rücktaste entfernt den letzten Punkt, Esc bricht ab</translation>
    </message>
    <message>
        <source>Redrew the border of {names} (Ctrl+Z undoes it); click on a border to redraw another</source>
        <translation>Grenze von {names} neu gezeichnet (Strg+Z macht es rückgängig); auf eine Grenze klicken, um eine weitere neu zu zeichnen</translation>
    </message>
    <message>
        <source>no border of two areas runs between the line&apos;s two ends; start and end on one border, within the stretch two areas share</source>
        <translation>zwischen den beiden Enden der Linie verläuft keine Grenze zweier Gebiete; auf einer Grenze beginnen und enden, innerhalb des Stücks, das zwei Gebiete teilen</translation>
    </message>
    <message>
        <source>the new border would make &apos;{name}&apos; cross itself</source>
        <translation>die neue Grenze würde „{name}“ sich selbst kreuzen lassen</translation>
    </message>
    <message>
        <source>the new border would make &apos;{a}&apos; and &apos;{b}&apos; overlap</source>
        <translation>die neue Grenze würde „{a}“ und „{b}“ überlappen lassen</translation>
    </message>
    <message>
        <source>a border needs two ends</source>
        <translation>eine Grenze braucht zwei Enden</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>Railroad</source>
        <translation>Eisenbahn</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>Woods</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>{what}: click the outline; click the first point or press Enter to close it</source>
        <translation>{what}: den Umriss anklicken; den ersten Punkt anklicken oder Enter drücken, um ihn zu schließen</translation>
    </message>
    <message>
        <source>{what}: click the points; Enter, a double click or a right click ends the line</source>
        <translation>{what}: die Punkte anklicken; Enter, ein Doppelklick oder ein Rechtsklick beendet die Linie</translation>
    </message>
    <message>
        <source>Merge: click the area to keep, then the neighbour to join into it</source>
        <translation>Vereinigen: das Gebiet anklicken, das bleibt, dann den Nachbarn, der damit vereinigt wird</translation>
    </message>
    <message>
        <source>Merge: now click the neighbour to join into &apos;{name}&apos;</source>
        <translation>Vereinigen: jetzt den Nachbarn anklicken, der mit „{name}“ vereinigt wird</translation>
    </message>
    <message>
        <source>Add entry box: click at or off the board&apos;s edge; it links to the nearest area (change it in Properties)</source>
        <translation>Eintrittsfeld hinzufügen: am oder außerhalb des Spielplanrands klicken; es gehört zum nächsten Gebiet (unter Eigenschaften änderbar)</translation>
    </message>
    <message>
        <source>Draw an area first: an entry box links to one</source>
        <translation>Zuerst ein Gebiet zeichnen: ein Eintrittsfeld gehört zu einem Gebiet</translation>
    </message>
    <message>
        <source>Entry box</source>
        <translation>Eintrittsfeld</translation>
    </message>
    <message>
        <source>Calibrate: click a point of the scan whose map coordinates you know (1 of 2); Escape stops</source>
        <translation>Kalibrieren: einen Punkt des Scans anklicken, dessen Kartenkoordinaten du kennst (1 von 2); Esc bricht ab</translation>
    </message>
    <message>
        <source>Calibrate: click a second point of the scan, far from the first (2 of 2); Escape stops</source>
        <translation>Kalibrieren: einen zweiten Punkt des Scans anklicken, weit vom ersten entfernt (2 von 2); Esc bricht ab</translation>
    </message>
    <message>
        <source>The two points are the same point of the scan: click two points far apart</source>
        <translation>Die beiden Punkte sind derselbe Punkt des Scans: zwei weit auseinanderliegende Punkte anklicken</translation>
    </message>
    <message>
        <source>The two points have the same map coordinates: type where each lies on the map</source>
        <translation>Die beiden Punkte haben dieselben Kartenkoordinaten: gib ein, wo jeder von ihnen auf der Karte liegt</translation>
    </message>
    <message>
        <source>Calibrated: {scale:.4g} board units per pixel, turned {rotation:.2f}°, top-left corner at ({x:.1f}, {y:.1f}) (Ctrl+Z undoes it)</source>
        <translation>Hintergrund kalibriert: {scale:.4g} Spielplaneinheiten je Bildpunkt, um {rotation:.2f}° gedreht, obere linke Ecke bei ({x:.1f}, {y:.1f}) (Strg+Z macht es rückgängig)</translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <source>zoom {z:.0%}</source>
        <translation>Zoom {z:.0%}</translation>
    </message>
    <message>
        <source>Checking...</source>
        <extracomment>Qt&apos;s translate; the texts both editors show keep the area editor&apos;s context, &quot;EditorWindow&quot;
----------
Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate; the texts both editors show keep the area editor&apos;s context, &quot;EditorWindow&quot;, where they are translated</extracomment>
        <translation>Prüfe...</translation>
    </message>
    <message>
        <source>The background image {path} can&apos;t be read</source>
        <translation>Das Hintergrundbild {path} kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>&lt;the map as opened&gt;</source>
        <translation>&lt;die Karte wie geöffnet&gt;</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>Rules&apos; view</source>
        <translation>Sicht der Regeln</translation>
    </message>
    <message>
        <source>Undo history</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Select / edit vertices</source>
        <translation>Auswählen / Eckpunkte bearbeiten</translation>
    </message>
    <message>
        <source>Add area</source>
        <translation>Gebiet hinzufügen</translation>
    </message>
    <message>
        <source>Draw free edge</source>
        <translation>Freie Kante zeichnen</translation>
    </message>
    <message>
        <source>Split area</source>
        <translation>Gebiet teilen</translation>
    </message>
    <message>
        <source>Merge areas</source>
        <translation>Gebiete vereinigen</translation>
    </message>
    <message>
        <source>Redraw border</source>
        <translation>Grenze neu zeichnen</translation>
    </message>
    <message>
        <source>Add entry box</source>
        <translation>Eintrittsfeld hinzufügen</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>Railroad</source>
        <translation>Eisenbahn</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>Woods</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>Tools</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>Calibrate the background by two points</source>
        <translation>Hintergrund an zwei Punkten kalibrieren</translation>
    </message>
    <message>
        <source>Click two points of the scan and type their map coordinates: the scan is scaled, turned and moved to match</source>
        <translation>Zwei Punkte des Scans anklicken und ihre Kartenkoordinaten eingeben: der Scan wird passend skaliert, gedreht und verschoben</translation>
    </message>
    <message>
        <source>Background...</source>
        <translation>Hintergrund...</translation>
    </message>
    <message>
        <source>Snapping</source>
        <translation>Einrasten</translation>
    </message>
    <message>
        <source>Snap to the neighbours&apos; vertices and borders (S)</source>
        <translation>An Eckpunkten und Grenzen der Nachbarn einrasten (S)</translation>
    </message>
    <message>
        <source>Play-test</source>
        <translation>Probespiel</translation>
    </message>
    <message>
        <source>Start a game on this map (F5)</source>
        <translation>Ein Spiel auf dieser Karte starten (F5)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New blank map</source>
        <translation>&amp;Neue leere Karte</translation>
    </message>
    <message>
        <source>New from the &amp;1863 map</source>
        <translation>Neu aus der Karte von &amp;1863</translation>
    </message>
    <message>
        <source>New &amp;table for {game}</source>
        <translation>Neuer &amp;Tisch für {game}</translation>
    </message>
    <message>
        <source>&amp;Open map...</source>
        <translation>Karte ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>&amp;Balance report...</source>
        <translation>&amp;Ausgewogenheit prüfen...</translation>
    </message>
    <message>
        <source>&amp;Close the editor</source>
        <translation>Editor s&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Delete the selection (Del)</source>
        <translation>Auswahl &amp;löschen (Entf)</translation>
    </message>
    <message>
        <source>New &amp;table (miniatures on a free table)</source>
        <translation>Neuer &amp;Tisch (Miniaturen auf freiem Tisch)</translation>
    </message>
    <message>
        <source>&amp;Merge the selected areas</source>
        <translation>Ausgewählte &amp;Gebiete vereinigen</translation>
    </message>
    <message>
        <source>Join the areas selected with Shift+click or a rubber band into the first one picked (Ctrl+M)</source>
        <translation>Die mit Umschalt+Klick oder einem Auswahlrahmen ausgewählten Gebiete mit dem zuerst gewählten vereinigen (Strg+M)</translation>
    </message>
    <message>
        <source>Place &amp;name where the pieces have room</source>
        <translation>&amp;Namen platzieren, wo die Spielsteine Platz haben</translation>
    </message>
    <message>
        <source>Put the selected area&apos;s name where all of it lies inside the area and a full stack of pieces has room clear of it (N)</source>
        <translation>Den Namen des gewählten Gebiets dorthin setzen, wo er ganz im Gebiet liegt und ein voller Stapel Spielsteine daneben Platz hat (N)</translation>
    </message>
    <message>
        <source>Place every &amp;crowded name</source>
        <translation>Jeden &amp;beengten Namen platzieren</translation>
    </message>
    <message>
        <source>&amp;Move or scale everything...</source>
        <translation>Alles &amp;verschieben oder skalieren...</translation>
    </message>
    <message>
        <source>Map &amp;properties (select nothing)</source>
        <translation>Karten&amp;eigenschaften (nichts auswählen)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit the board to the window</source>
        <translation>Spielplan ans &amp;Fenster anpassen</translation>
    </message>
    <message>
        <source>New &amp;box map (Norden &amp;&amp; Süden)</source>
        <translation>Neue &amp;Box-Karte (Norden &amp;&amp; Süden)</translation>
    </message>
    <message>
        <source>&amp;Areas drawn</source>
        <translation>Darstellung der &amp;Gebiete</translation>
    </message>
    <message>
        <source>&amp;Filled</source>
        <translation>&amp;Gefüllt</translation>
    </message>
    <message>
        <source>&amp;Translucent (the background shows through)</source>
        <translation>&amp;Durchscheinend (der Hintergrund scheint durch)</translation>
    </message>
    <message>
        <source>&amp;Outlines only</source>
        <translation>Nur &amp;Umrisse</translation>
    </message>
    <message>
        <source>Areas: &amp;next way of drawing them</source>
        <translation>Gebiete: &amp;nächste Darstellung</translation>
    </message>
    <message>
        <source>Filled, translucent, outlines only (T): trace the scan&apos;s roads and streams over the areas already drawn</source>
        <translation>Gefüllt, durchscheinend, nur Umrisse (T): die Straßen und Bäche des Scans über den schon gezeichneten Gebieten nachzeichnen</translation>
    </message>
    <message>
        <source>Snapping &amp;distance</source>
        <translation>Einrast&amp;abstand</translation>
    </message>
    <message>
        <source>{n} pixels</source>
        <translation>{n} Pixel</translation>
    </message>
    <message>
        <source>close the gap: {where} becomes a corner of {names} too</source>
        <translation>die Lücke schließen: {where} wird auch eine Ecke von {names}</translation>
    </message>
    <message>
        <source>Done: {what} (Ctrl+Z undoes it)</source>
        <translation>Erledigt: {what} (Strg+Z macht es rückgängig)</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>Areas filled</source>
        <translation>Gebiete gefüllt</translation>
    </message>
    <message>
        <source>Areas translucent: the background shows through</source>
        <translation>Gebiete durchscheinend: der Hintergrund scheint durch</translation>
    </message>
    <message>
        <source>Areas as outlines only: trace the background&apos;s roads and streams</source>
        <translation>Gebiete nur als Umrisse: die Straßen und Bäche des Hintergrunds nachzeichnen</translation>
    </message>
    <message>
        <source>No background to calibrate: choose one with Background... first</source>
        <translation>Kein Hintergrund zum Kalibrieren: zuerst einen mit „Hintergrund...“ auswählen</translation>
    </message>
    <message>
        <source>snap on ({px:g} px)</source>
        <translation>Einrasten an ({px:g} px)</translation>
    </message>
    <message>
        <source>snap off</source>
        <translation>Einrasten aus</translation>
    </message>
    <message>
        <source>Select an area first: Place name puts its name where its pieces have room</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate; the name placement&apos;s texts keep the context they had in the window (text, tone): a line for the status bar the selection changed (``focus_name``: the author names the new item next) the current vertex moved with the map (a vertex drop): the selection&apos;s outline follows, and Properties with True the edits settled (the topology of the map as it is): the rules&apos; view follows a CheckResult of the map as it is: the Validation dock shows it while this says so (the view is dragging), the checks wait</extracomment>
        <translation>Zuerst ein Gebiet wählen: Namen platzieren setzt seinen Namen dorthin, wo seine Spielsteine Platz haben</translation>
    </message>
    <message>
        <source>No name needs a new place</source>
        <translation>Kein Name braucht einen neuen Platz</translation>
    </message>
    <message>
        <source>No place in &apos;{name}&apos; holds its whole name: enlarge the area or shorten the name</source>
        <translation>Kein Platz in „{name}“ fasst den ganzen Namen: das Gebiet vergrößern oder den Namen kürzen</translation>
    </message>
    <message>
        <source>The name is already where it would go</source>
        <translation>Der Name steht schon dort, wo er hinkäme</translation>
    </message>
    <message>
        <source>Every name is already where it would go</source>
        <translation>Jeder Name steht schon dort, wo er hinkäme</translation>
    </message>
    <message>
        <source>Placed the name of &apos;{name}&apos;: {room}</source>
        <translation>Name von „{name}“ platziert: {room}</translation>
    </message>
    <message>
        <source>Placed {n} name</source>
        <translation>{n} Name platziert</translation>
    </message>
    <message>
        <source>Placed {n} names</source>
        <translation>{n} Namen platziert</translation>
    </message>
    <message>
        <source>{n} area has no room for a full stack anywhere</source>
        <translation>{n} Gebiet hat nirgends Platz für einen vollen Stapel</translation>
    </message>
    <message>
        <source>{n} areas have no room for a full stack anywhere</source>
        <translation>{n} Gebiete haben nirgends Platz für einen vollen Stapel</translation>
    </message>
    <message>
        <source>{n} has no place for its whole name</source>
        <translation>{n} hat keinen Platz für seinen ganzen Namen</translation>
    </message>
    <message>
        <source>{n} have no place for their whole name</source>
        <translation>{n} haben keinen Platz für ihren ganzen Namen</translation>
    </message>
    <message>
        <source>{area} lost its only neighbour ({names})</source>
        <translation>{area} hat seinen einzigen Nachbarn verloren ({names})</translation>
    </message>
    <message>
        <source>{area} lost {k} of its {n} neighbours ({names})</source>
        <translation>{area} hat {k} seiner {n} Nachbarn verloren ({names})</translation>
    </message>
    <message>
        <source>; and {n} more</source>
        <translation>; und {n} weitere</translation>
    </message>
    <message>
        <source>Warning: {what} (Ctrl+Z undoes the edit)</source>
        <translation>Warnung: {what} (Strg+Z macht die Änderung rückgängig)</translation>
    </message>
    <message>
        <source>x {x:.1f}  y {y:.1f}</source>
        <translation>x {x:.1f}  y {y:.1f}</translation>
    </message>
    <message>
        <source>unsaved map</source>
        <translation>ungespeicherte Karte</translation>
    </message>
    <message>
        <source>Map editor</source>
        <translation>Karteneditor</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The map {name} has changes that are not saved. Save them?</source>
        <translation>Die Karte {name} hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>A copy of the 1863 map: Save as... gives it a file of its own</source>
        <translation>Eine Kopie der Karte von 1863: „Speichern unter...“ gibt ihr eine eigene Datei</translation>
    </message>
    <message>
        <source>Open a map</source>
        <translation>Eine Karte öffnen</translation>
    </message>
    <message>
        <source>Maps (*.yaml *.yml)</source>
        <translation>Karten (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>The map can&apos;t be opened</source>
        <translation>Die Karte kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>(no map opened yet)</source>
        <translation>(noch keine Karte geöffnet)</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>{path} is no longer there; it is taken off the list</source>
        <translation>{path} ist nicht mehr vorhanden; der Eintrag wird aus der Liste entfernt</translation>
    </message>
    <message>
        <source>Save the map</source>
        <translation>Die Karte speichern</translation>
    </message>
    <message>
        <source>Maps (*.yaml)</source>
        <translation>Karten (*.yaml)</translation>
    </message>
    <message>
        <source>
... and {n} more</source>
        <translation>
... und {n} weitere</translation>
    </message>
    <message>
        <source>Save a map with problems?</source>
        <translation>Eine Karte mit Problemen speichern?</translation>
    </message>
    <message>
        <source>The map has {what}; a game can&apos;t load it until they are fixed:

{listed}{more}

Save it anyway, to go on later?</source>
        <translation>Die Karte hat {what}; ein Spiel kann sie erst laden, wenn diese behoben sind:

{listed}{more}

Trotzdem speichern, um später weiterzumachen?</translation>
    </message>
    <message>
        <source>The map can&apos;t be saved</source>
        <translation>Die Karte kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Gespeichert in {path}</translation>
    </message>
    <message>
        <source>The map can&apos;t be played yet</source>
        <extracomment>the balance reports still open (editor.balance_dialog)</extracomment>
        <translation>Die Karte kann noch nicht gespielt werden</translation>
    </message>
    <message>
        <source>A game can&apos;t load a map with problems; fix these first:

{listed}</source>
        <translation>Ein Spiel kann keine Karte mit Problemen laden; behebe zuerst diese:

{listed}</translation>
    </message>
    <message>
        <source>the 1863 scenario</source>
        <translation>dem Szenario von 1863</translation>
    </message>
    <message>
        <source>the sandbox (every piece in its side&apos;s entry boxes)</source>
        <translation>dem Sandkasten (jede Figur in den Eintrittsfeldern ihrer Seite)</translation>
    </message>
    <message>
        <source>Play-test started with {what}</source>
        <translation>Probespiel gestartet mit {what}</translation>
    </message>
</context>
<context>
    <name>EndBanner</name>
    <message>
        <source>Replay this game</source>
        <translation>Dieses Spiel wiederholen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Den Spielplan ansehen</translation>
    </message>
</context>
<context>
    <name>FlArmyBuilder</name>
    <message>
        <source>command staff</source>
        <translation>Kommandostab</translation>
    </message>
    <message>
        <source>light infantry</source>
        <translation>leichte Infanterie</translation>
    </message>
    <message>
        <source>heavy infantry</source>
        <translation>schwere Infanterie</translation>
    </message>
    <message>
        <source>storm troops</source>
        <translation>Sturmtruppe</translation>
    </message>
    <message>
        <source>light cavalry</source>
        <translation>leichte Kavallerie</translation>
    </message>
    <message>
        <source>heavy cavalry</source>
        <translation>schwere Kavallerie</translation>
    </message>
    <message>
        <source>light machine gun</source>
        <translation>leichtes MG</translation>
    </message>
    <message>
        <source>heavy machine gun</source>
        <translation>schweres MG</translation>
    </message>
    <message>
        <source>light artillery</source>
        <translation>leichte Artillerie</translation>
    </message>
    <message>
        <source>heavy artillery</source>
        <translation>schwere Artillerie</translation>
    </message>
    <message>
        <source>tank</source>
        <translation>Panzer</translation>
    </message>
    <message>
        <source>walker</source>
        <translation>Panzerläufer</translation>
    </message>
    <message>
        <source>artillery observer</source>
        <translation>Artilleriebeobachter</translation>
    </message>
    <message>
        <source>messenger</source>
        <translation>Bote</translation>
    </message>
    <message>
        <source>standard bearer</source>
        <translation>Fahnenträger</translation>
    </message>
    <message>
        <source>officer</source>
        <translation>Offizier</translation>
    </message>
    <message>
        <source>local guide</source>
        <translation>Ortskundiger</translation>
    </message>
    <message>
        <source>pioneers</source>
        <translation>Pioniertruppe</translation>
    </message>
    <message>
        <source>medic</source>
        <translation>Sanitäter</translation>
    </message>
    <message>
        <source>sniper</source>
        <translation>Scharfschütze</translation>
    </message>
    <message>
        <source>scout</source>
        <translation>Späher</translation>
    </message>
    <message>
        <source>NCO</source>
        <translation>Unteroffizier</translation>
    </message>
    <message>
        <source>Finsterland: army builder</source>
        <extracomment>the table&apos;s columns</extracomment>
        <translation>Finsterland: Armeeplaner</translation>
    </message>
    <message>
        <source>the army&apos;s name</source>
        <translation>Name der Armee</translation>
    </message>
    <message>
        <source>Army:</source>
        <translation>Armee:</translation>
    </message>
    <message>
        <source> points</source>
        <translation> Punkte</translation>
    </message>
    <message>
        <source>The most the army may cost, as the players agreed (FL-ARMY-1)</source>
        <translation>Höchstens so viel darf die Armee kosten, wie die Spieler vereinbart haben (FL-ARMY-1)</translation>
    </message>
    <message>
        <source>Size agreed:</source>
        <translation>Vereinbarte Größe:</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Modelle</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Joined specialists</source>
        <translation>Zugeordnete Spezialisten</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>What the army list says of it:</source>
        <translation>Was die Armeeliste dazu sagt:</translation>
    </message>
    <message>
        <source>&amp;New army</source>
        <translation>&amp;Neue Armee</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>&amp;Save...</source>
        <translation>&amp;Speichern...</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>A line of the army</source>
        <translation>Eine Zeile der Armee</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <source>Models:</source>
        <translation>Modelle:</translation>
    </message>
    <message>
        <source>e.g. 1st Rifles</source>
        <translation>z. B. 1. Schützen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>{specialist} ({points} P)</source>
        <translation>{specialist} ({points} P)</translation>
    </message>
    <message>
        <source>Joined specialists:</source>
        <translation>Zugeordnete Spezialisten:</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>Add this line to the army</source>
        <translation>Diese Zeile der Armee hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Change</source>
        <translation>Än&amp;dern</translation>
    </message>
    <message>
        <source>Make the chosen line this one</source>
        <translation>Die gewählte Zeile durch diese ersetzen</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Remove the chosen line from the army</source>
        <translation>Die gewählte Zeile aus der Armee entfernen</translation>
    </message>
    <message>
        <source>Choose a line in the table to change or remove it; the command staff is every army&apos;s, free.</source>
        <translation>Wähle eine Zeile in der Tabelle, um sie zu ändern oder zu entfernen; den Kommandostab erhält jede Armee gratis.</translation>
    </message>
    <message>
        <source>{kind} (free)</source>
        <translation>{kind} (gratis)</translation>
    </message>
    <message>
        <source>{kind} ({points} P a model)</source>
        <translation>{kind} ({points} P pro Modell)</translation>
    </message>
    <message>
        <source>{kind} ({points} P)</source>
        <translation>{kind} ({points} P)</translation>
    </message>
    <message>
        <source>exactly {n} (FL-ARMY-5)</source>
        <translation>genau {n} (FL-ARMY-5)</translation>
    </message>
    <message>
        <source>3 to {high}, or a single one (FL-ARMY-5)</source>
        <translation>3 bis {high} oder ein einzelnes Modell (FL-ARMY-5)</translation>
    </message>
    <message>
        <source>{low} to {high} (FL-ARMY-5)</source>
        <translation>{low} bis {high} (FL-ARMY-5)</translation>
    </message>
    <message>
        <source>does not join this kind (FL-LIST-7)</source>
        <translation>wird dieser Art nicht zugeordnet (FL-LIST-7)</translation>
    </message>
    <message>
        <source>{spent} of {size} points</source>
        <translation>{spent} von {size} Punkten</translation>
    </message>
    <message>
        <source>Infantry and cavalry: {points} ({share}; at least half)</source>
        <translation>Infanterie und Kavallerie: {points} ({share}; mindestens die Hälfte)</translation>
    </message>
    <message>
        <source>Guns and vehicles: {points} ({share}; at most half)</source>
        <translation>Geschütze und Fahrzeuge: {points} ({share}; höchstens die Hälfte)</translation>
    </message>
    <message>
        <source>Specialists: {used} of {allowed}</source>
        <translation>Spezialisten: {used} von {allowed}</translation>
    </message>
    <message>
        <source>Warning: {problem}</source>
        <translation>Warnung: {problem}</translation>
    </message>
    <message>
        <source>No problem: the army keeps to the army list.</source>
        <translation>Kein Problem: die Armee hält sich an die Armeeliste.</translation>
    </message>
    <message>
        <source>Put the problems right first: the army file would not be read back</source>
        <translation>Behebe zuerst die Probleme: die Armeedatei ließe sich nicht wieder einlesen</translation>
    </message>
    <message>
        <source>line {n} ({name})</source>
        <translation>Zeile {n} ({name})</translation>
    </message>
    <message>
        <source>Open an army</source>
        <translation>Eine Armee öffnen</translation>
    </message>
    <message>
        <source>Army files (*.yaml *.yml)</source>
        <translation>Armeedateien (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Army not opened</source>
        <translation>Armee nicht geöffnet</translation>
    </message>
    <message>
        <source>This file can&apos;t be read as an army:</source>
        <translation>Diese Datei lässt sich nicht als Armee lesen:</translation>
    </message>
    <message>
        <source>Save the army</source>
        <translation>Die Armee speichern</translation>
    </message>
    <message>
        <source>Army files (*.yaml)</source>
        <translation>Armeedateien (*.yaml)</translation>
    </message>
    <message>
        <source>Army not saved</source>
        <translation>Armee nicht gespeichert</translation>
    </message>
    <message>
        <source>Finsterland &amp;army builder...</source>
        <translation>Finsterland-&amp;Armeeplaner...</translation>
    </message>
</context>
<context>
    <name>FlHowToPlay</name>
    <message>
        <source>Schlachten im Finsterland: miniatures on a free table</source>
        <translation>Schlachten im Finsterland: Miniaturen auf freiem Tisch</translation>
    </message>
    <message>
        <source>Georg Pils&apos;s miniatures game: blocks and lines of infantry and cavalry, skirmishers, machine guns and artillery on a table measured in inches, with no dice. Each unit follows a hidden order, a sector and a task; after the last round each objective goes to the nearest unit that may capture it, and more victory points win. Game &gt; New game, Game: Schlachten im Finsterland, starts one; play against a person at this computer (a curtain hides your orders) or against the computer.</source>
        <translation>Georg Pils&apos; Miniaturenspiel: Blöcke und Linien aus Infanterie und Kavallerie, Plänkler, Maschinengewehre und Artillerie auf einem in Zoll vermessenen Tisch, ohne Würfel. Jede Einheit folgt einem verdeckten Befehl, einem Bereich und einer Aufgabe; nach der letzten Runde geht jedes Ziel an die nächste Einheit, die es einnehmen darf, und mehr Siegespunkte gewinnen. Spiel &gt; Neues Spiel, Spiel: Schlachten im Finsterland, beginnt eines; spiele gegen einen Menschen an diesem Computer (ein Vorhang verbirgt deine Befehle) oder gegen den Computer.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;How a round goes&lt;/h3&gt;&lt;p&gt;Where the battle lets them, each side first drags its units into place in its deployment zone (Q and E turn the unit held, Shift for one degree) and presses &lt;i&gt;End the deployment&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Before the first round each player writes every unit&apos;s order: &lt;i&gt;Attack a sector...&lt;/i&gt; or &lt;i&gt;Hold a sector...&lt;/i&gt;, then a click on the sector (A1 is the South-West corner).&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Artillery&lt;/b&gt;: the opponent clicks the sectors his guns will bombard.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Movement&lt;/b&gt;: click one of your units and drag it. A ghost and a ruler follow the pointer (cost of allowance, with the rule), red with the reason where it may not go; release to move, Esc to put it back; Q and E turn the unit held (loose models on the spot, a block or a line by a wheel before the pointer advances it). Its buttons advance, wheel, turn or re-form it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Beschuss&lt;/b&gt;: the opponent fires at your units that moved within his sight and range.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Schießen&lt;/b&gt;: your units that did not move fire; hover an enemy to see the range and cover, click it to fire.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Charges&lt;/b&gt; and &lt;b&gt;melee&lt;/b&gt;, then &lt;b&gt;morale&lt;/b&gt;: the log shows every count with its rule.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Ctrl+Z takes an action back until a disc is drawn or the other side decides. The game is saved after every action. The rules, written for players, are under Help (F1).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Wie eine Runde abläuft&lt;/h3&gt;&lt;p&gt;Wo die Schlacht es erlaubt, zieht zuerst jede Seite ihre Einheiten an ihren Platz in ihrer Aufstellungszone (Q und E drehen die gehaltene Einheit, mit Umschalt um ein Grad) und drückt &lt;i&gt;Aufstellung beenden&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Vor der ersten Runde schreibt jeder Spieler den Befehl jeder Einheit: &lt;i&gt;Bereich angreifen...&lt;/i&gt; oder &lt;i&gt;Bereich halten...&lt;/i&gt;, dann ein Klick auf den Bereich (A1 ist die Südwestecke).&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Artillerie ansagen&lt;/b&gt;: der Gegenspieler klickt die Bereiche an, die seine Geschütze beschießen.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Bewegung&lt;/b&gt;: klicke eine deiner Einheiten an und ziehe sie. Ein Schatten und ein Maßband folgen dem Zeiger (Kosten von Bewegung, mit der Regel), rot mit dem Grund, wo sie nicht hin darf; loslassen bewegt, Esc stellt sie zurück; Q und E drehen die gehaltene Einheit (lose Modelle auf der Stelle, einen Block oder eine Linie durch ein Schwenken, bevor der Zeiger sie vorrücken lässt). Ihre Knöpfe lassen sie vorrücken, schwenken, wenden oder umformieren.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Beschuss&lt;/b&gt;: der Gegenspieler schießt auf deine Einheiten, die sich in seiner Sicht und Reichweite bewegt haben.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Schießen&lt;/b&gt;: deine Einheiten, die sich nicht bewegt haben, schießen; fahre über einen Gegner, um Reichweite und Deckung zu sehen, klicke ihn an, um zu schießen.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Sturmangriff&lt;/b&gt; und &lt;b&gt;Nahkampf&lt;/b&gt;, dann &lt;b&gt;Moral&lt;/b&gt;: das Protokoll zeigt jede Rechnung mit ihrer Regel.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Strg+Z nimmt eine Aktion zurück, bis eine Scheibe gezogen wird oder die andere Seite entscheidet. Das Spiel wird nach jeder Aktion gespeichert. Die Regeln, für Spieler geschrieben, stehen unter Hilfe (F1).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>FlWindow</name>
    <message>
        <source>last seen in round {n}</source>
        <extracomment>the opening view&apos;s margin round the table, in inches the glow of each mark&apos;s mode (ui/board_marks.py&apos;s modes) between a unit and its plate, in pixels degrees the held unit is turned by Q and E (left positive): a placed unit&apos;s facing, loose models&apos; turn on the spot degrees Q or E turns a held unit (with Shift: one degree) the sectors a click on which does something now (the orders, FL-ORD-1): outlined under the pointer the measuring tool (M, table.md &quot;The window&quot;): on, and where a measure began FL-MOVE-8, D13: the enemy units out of the viewer&apos;s sight drawn where it last saw them, greyed; nothing is done with them (a click or the pointer on one means the table under it) the viewer&apos;s own artillery plan still to fall (FL-ART-1): its sectors outlined, each with its words what is left of battlefield objects partly destroyed (FL-STR-3), and the ruins of their parts gone</extracomment>
        <translation>zuletzt gesehen in Runde {n}</translation>
    </message>
    <message>
        <source>{name} ({id}), {side}: {last}, {n} models</source>
        <translation>{name} ({id}), {side}: {last}, {n} Modelle</translation>
    </message>
    <message>
        <source>carries an order for {unit}</source>
        <translation>trägt einen Befehl für {unit}</translation>
    </message>
    <message>
        <source>{part}: destroyed (FL-STR-3)</source>
        <translation>{part}: zerstört (FL-STR-3)</translation>
    </message>
    <message>
        <source>light artillery, round {n}</source>
        <translation>leichte Artillerie, Runde {n}</translation>
    </message>
    <message>
        <source>heavy artillery, round {n}</source>
        <translation>schwere Artillerie, Runde {n}</translation>
    </message>
    <message>
        <source>armour {armour}, structure {structure} a part; {n} parts (FL-STR-1)</source>
        <translation>Panzerung {armour}, Struktur {structure} je Teil; {n} Teile (FL-STR-1)</translation>
    </message>
    <message>
        <source>part {k}: destroyed</source>
        <translation>Teil {k}: zerstört</translation>
    </message>
    <message>
        <source>part {k}: {left} of {structure} left</source>
        <translation>Teil {k}: {left} von {structure} übrig</translation>
    </message>
    <message>
        <source>{n} models</source>
        <translation>{n} Modelle</translation>
    </message>
    <message>
        <source>1 model</source>
        <translation>1 Modell</translation>
    </message>
    <message>
        <source>{n} of {m} models</source>
        <translation>{n} von {m} Modellen</translation>
    </message>
    <message>
        <source>order {order}</source>
        <translation>Befehl {order}</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>bewegt</translation>
    </message>
    <message>
        <source>fired</source>
        <translation>geschossen</translation>
    </message>
    <message>
        <source>{name} fixed to it</source>
        <translation>{name} fest montiert</translation>
    </message>
    <message>
        <source>carries {name} ({n})</source>
        <translation>transportiert {name} ({n})</translation>
    </message>
    <message>
        <source>held until after round {n}</source>
        <translation>festgesetzt bis nach Runde {n}</translation>
    </message>
    <message>
        <source>line</source>
        <translation>Linie</translation>
    </message>
    <message>
        <source>block</source>
        <translation>Block</translation>
    </message>
    <message>
        <source>{order} {files} wide</source>
        <translation>{order}, {files} Figurenreihen breit</translation>
    </message>
    <message>
        <source>skirmish order</source>
        <translation>Plänkler</translation>
    </message>
    <message>
        <source>single models</source>
        <translation>Einzelmodelle</translation>
    </message>
    <message>
        <source>{name} ({id}), {side}: {kind}, {n} models, {shape}</source>
        <translation>{name} ({id}), {side}: {kind}, {n} Modelle, {shape}</translation>
    </message>
    <message>
        <source>, order {order}</source>
        <translation>, Befehl {order}</translation>
    </message>
    <message>
        <source>, carrying {name} ({n})</source>
        <translation>, transportiert {name} ({n})</translation>
    </message>
    <message>
        <source>order of {unit}: {order}</source>
        <translation>Befehl von {unit}: {order}</translation>
    </message>
    <message>
        <source>{d} in</source>
        <translation>{d} Zoll</translation>
    </message>
    <message>
        <source>measuring: M to stop</source>
        <translation>Messen: M beendet</translation>
    </message>
    <message>
        <source>in the deployment zone (FL-SETUP-3)</source>
        <translation>in der Aufstellungszone (FL-SETUP-3)</translation>
    </message>
    <message>
        <source>drag ahead to advance, aside to wheel</source>
        <translation>nach vorn ziehen zum Vorrücken, zur Seite zum Schwenken</translation>
    </message>
    <message>
        <source>cost {cost} of {allowance} ({rule})</source>
        <translation>Kosten {cost} von {allowance} ({rule})</translation>
    </message>
    <message>
        <source>{cover} cover {fraction} (FL-COVER-2)</source>
        <translation>Deckung {cover} {fraction} (FL-COVER-2)</translation>
    </message>
    <message>
        <source>no cover</source>
        <translation>keine Deckung</translation>
    </message>
    <message>
        <source>{firer} may fire at {target}</source>
        <translation>{firer} darf auf {target} schießen</translation>
    </message>
    <message>
        <source>range {d} in of {reach} (FL-FIRE-3)</source>
        <translation>Entfernung {d} Zoll, Reichweite {reach} (FL-FIRE-3)</translation>
    </message>
    <message>
        <source>{firer} may not fire at {target}</source>
        <translation>{firer} darf nicht auf {target} schießen</translation>
    </message>
    <message>
        <source>{d} in away, range {reach}</source>
        <translation>{d} Zoll entfernt, Reichweite {reach}</translation>
    </message>
    <message>
        <source>{firer} does not shoot (T3)</source>
        <translation>{firer} kann nicht schießen (T3)</translation>
    </message>
    <message>
        <source>out of range, front arc or sight (FL-FIRE-3)</source>
        <translation>außer Reichweite, außerhalb des Frontbereichs oder außer Sicht (FL-FIRE-3)</translation>
    </message>
    <message>
        <source>writing the orders</source>
        <translation>Befehle schreiben</translation>
    </message>
    <message>
        <source>the local guide&apos;s piece of terrain</source>
        <translation>das Geländestück des Ortskundigen</translation>
    </message>
    <message>
        <source>the scouts</source>
        <translation>die Späher</translation>
    </message>
    <message>
        <source>the artillery plan</source>
        <translation>Artillerieplan</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Beschuss (fire at the movers)</source>
        <translation>Beschuss</translation>
    </message>
    <message>
        <source>Schießen (fire)</source>
        <translation>Schießen</translation>
    </message>
    <message>
        <source>charges</source>
        <translation>Sturmangriff</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <source>{unit} moves out of sight</source>
        <translation>{unit} zieht außer Sicht</translation>
    </message>
    <message>
        <source>moves a unit out of sight</source>
        <translation>bewegt eine Einheit außer Sicht</translation>
    </message>
    <message>
        <source>light</source>
        <translation>leichte</translation>
    </message>
    <message>
        <source>heavy</source>
        <translation>schwere</translation>
    </message>
    <message>
        <source>writes a sector for its {kind} artillery</source>
        <translation>schreibt einen Bereich für seine {kind} Artillerie auf</translation>
    </message>
    <message>
        <source>places {unit}</source>
        <translation>stellt {unit} auf</translation>
    </message>
    <message>
        <source>holds {unit} in reserve</source>
        <translation>hält {unit} in Reserve</translation>
    </message>
    <message>
        <source>writes its local guide&apos;s piece of terrain</source>
        <translation>schreibt das Geländestück seines Ortskundigen auf</translation>
    </message>
    <message>
        <source>sends {unit} off with an order</source>
        <translation>schickt {unit} mit einem Befehl los</translation>
    </message>
    <message>
        <source>writes the order of {unit}</source>
        <translation>schreibt den Befehl von {unit}</translation>
    </message>
    <message>
        <source>the battle is over</source>
        <translation>die Schlacht ist vorbei</translation>
    </message>
    <message>
        <source>before the battle: {step}</source>
        <translation>vor der Schlacht: {step}</translation>
    </message>
    <message>
        <source>round {n} of {rounds}: {step}, {side} active</source>
        <translation>Runde {n} von {rounds}: {step}, {side} aktiv</translation>
    </message>
    <message>
        <source>open ground</source>
        <translation>Flachland</translation>
    </message>
    <message>
        <source>sector {sector}: {ground} ({x}, {y})</source>
        <translation>Bereich {sector}: {ground} ({x}, {y})</translation>
    </message>
    <message>
        <source>A replay: every order is shown. Back to the game (Esc) returns to the game you were playing.</source>
        <translation>Eine Wiedergabe: jeder Befehl wird gezeigt. Zurück zum Spiel (Esc) kehrt zu deinem laufenden Spiel zurück.</translation>
    </message>
    <message>
        <source>A replay as a spectator sees it: no order and no artillery sector is shown (FL-ORD-1; View &gt; Show everything shows them). Back to the game (Esc) returns to the game you were playing.</source>
        <translation>Eine Wiedergabe, wie ein Zuschauer sie sieht: kein Befehl und kein Artilleriebereich wird gezeigt (FL-ORD-1; Ansicht &gt; Alles zeigen zeigt sie). Zurück zum Spiel (Esc) kehrt zu deinem laufenden Spiel zurück.</translation>
    </message>
    <message>
        <source>The other player&apos;s orders and artillery plan stay hidden, and with the fog of war the units you don&apos;t see (FL-ORD-1, FL-ART-4, FL-MOVE-8).</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>Die Befehle und der Artillerieplan des anderen Spielers bleiben verdeckt, und mit dem Nebel des Krieges die Einheiten, die du nicht siehst (FL-ORD-1, FL-ART-4, FL-MOVE-8).</translation>
    </message>
    <message>
        <source>A replay as the {side} player sees it: the other side&apos;s orders and artillery sectors stay hidden, and with the fog of war the units it did not see (FL-ORD-1, FL-MOVE-8; View &gt; Show everything shows them). Back to the game (Esc) returns to the game you were playing.</source>
        <translation>Eine Wiederholung, wie der Spieler der Seite {side} sie sieht: die Befehle und Artilleriesektoren der anderen Seite bleiben verdeckt, und mit dem Nebel des Krieges die Einheiten, die sie nicht sah (FL-ORD-1, FL-MOVE-8; Ansicht &gt; Alles zeigen zeigt sie). Zurück zum Spiel (Esc) kehrt zu dem Spiel zurück, das du gespielt hast.</translation>
    </message>
    <message>
        <source>Both sides&apos; orders and artillery plans will be on the screen: the hot seat keeps no secret from here on (FL-ORD-1). The switch is written in the log and in the saved game.</source>
        <translation>Die Befehle und Artilleriepläne beider Seiten werden auf dem Bildschirm sein: der heiße Stuhl hat ab hier kein Geheimnis mehr (FL-ORD-1). Der Wechsel wird im Protokoll und im gespeicherten Spiel vermerkt.</translation>
    </message>
    <message>
        <source>Show everything: written in the log and the record of the game you were playing (FL-ORD-1)</source>
        <translation>Alles zeigen: im Protokoll und in der Aufzeichnung deines laufenden Spiels vermerkt (FL-ORD-1)</translation>
    </message>
    <message>
        <source>    Show everything switched on: from here both sides&apos; orders are on the screen (FL-ORD-1)</source>
        <translation>    Alles zeigen eingeschaltet: ab hier sind die Befehle beider Seiten auf dem Bildschirm (FL-ORD-1)</translation>
    </message>
    <message>
        <source>the players switched to Show everything here (FL-ORD-1)</source>
        <translation>die Spieler haben hier auf Alles zeigen umgeschaltet (FL-ORD-1)</translation>
    </message>
    <message>
        <source>The curtain falls and the next player takes the screen (FL-ORD-1)</source>
        <translation>Der Vorhang fällt und der nächste Spieler übernimmt den Bildschirm (FL-ORD-1)</translation>
    </message>
    <message>
        <source>Show everything (solo study: both sides&apos; orders and artillery plans, no hand-over curtain)</source>
        <translation>Alles zeigen (Studium allein: die Befehle und Artilleriepläne beider Seiten, kein Vorhang bei der Übergabe)</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>The scenario can&apos;t be played</source>
        <translation>Das Szenario kann nicht gespielt werden</translation>
    </message>
    <message>
        <source>The game you were playing is kept: the next start offers it as an unfinished game.</source>
        <translation>Das Spiel, das du gespielt hast, bleibt erhalten: der nächste Start bietet es als nicht beendetes Spiel an.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ein gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>Game records (*.yaml *.yml)</source>
        <translation>Spielaufzeichnungen (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Das Spiel speichern</translation>
    </message>
    <message>
        <source>Game records (*.yaml)</source>
        <translation>Spielaufzeichnungen (*.yaml)</translation>
    </message>
    <message>
        <source>The game can&apos;t be saved</source>
        <translation>Das Spiel kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>saved to {name}</source>
        <translation>gespeichert in {name}</translation>
    </message>
    <message>
        <source>The autosave failed: {e}</source>
        <translation>Das automatische Speichern ist fehlgeschlagen: {e}</translation>
    </message>
    <message>
        <source>autosaved</source>
        <translation>automatisch gespeichert</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(noch keine)</translation>
    </message>
    <message>
        <source>The game goes on from its last good state, after {n} action.</source>
        <translation>Das Spiel geht vom letzten fehlerfreien Stand aus weiter, nach {n} Aktion.</translation>
    </message>
    <message>
        <source>The game goes on from its last good state, after {n} actions.</source>
        <translation>Das Spiel geht vom letzten fehlerfreien Stand aus weiter, nach {n} Aktionen.</translation>
    </message>
</context>
<context>
    <name>GameKinds</name>
    <message>
        <source>move {n}</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>Aktion {n}</translation>
    </message>
    <message>
        <source>{file}: a game of {game}, which this window cannot show yet</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>{file}: eine Partie {game}, die dieses Fenster noch nicht zeigen kann</translation>
    </message>
</context>
<context>
    <name>HelpPages</name>
    <message>
        <source>About Gettysburg Desktop</source>
        <translation>Über Gettysburg Desktop</translation>
    </message>
    <message>
        <source>Gettysburg Desktop: Martin Wallace&apos;s Gettysburg (Treefrog, 2010) with every rule enforced. The board is the program&apos;s own map of the 1863 battlefield.</source>
        <translation>Gettysburg Desktop: Martin Wallaces Gettysburg (Treefrog, 2010), jede Regel wird durchgesetzt. Der Spielplan ist die eigene Karte des Programms vom Schlachtfeld 1863.</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Version {version}</translation>
    </message>
</context>
<context>
    <name>HotSeat</name>
    <message>
        <source>Show everything: written in the log and the record of the game you were playing (R-ACT-2)</source>
        <translation>Alles zeigen: im Protokoll und in der Spielaufzeichnung des Spiels vermerkt, das du gespielt hast (R-ACT-2)</translation>
    </message>
    <message>
        <source>Show everything in this replay only: the game you were playing keeps its secrets</source>
        <translation>Alles zeigen nur in dieser Wiederholung: das Spiel, das du gespielt hast, behält seine Geheimnisse</translation>
    </message>
    <message>
        <source>Show everything?</source>
        <translation>Alles zeigen?</translation>
    </message>
    <message>
        <source>Both sides&apos; command-block values will be on the screen: the hot seat keeps no secret from here on (R-ACT-2). The switch is written in the log and in the saved game.</source>
        <translation>Die Werte der Befehlsmarker beider Seiten stehen dann auf dem Bildschirm: ab hier bleibt am gemeinsamen Bildschirm nichts mehr geheim (R-ACT-2). Das Umschalten wird im Protokoll und im gespeicherten Spiel vermerkt.</translation>
    </message>
    <message>
        <source>Show everything</source>
        <translation>Alles zeigen</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>    The armies are set up: {n} units on the map and in entry boxes</source>
        <translation>    Die Armeen sind aufgestellt: {n} Einheiten auf dem Spielplan und in Eintrittsfeldern</translation>
    </message>
    <message>
        <source>Filter the log (a word, a rule id such as R-ASLT, &apos;roll&apos;)</source>
        <extracomment>log entries written per turn of the event loop (a frame stays short) the lines of text the log shows at least, whatever the panels beside it hold places to show on the map for the clicked line</extracomment>
        <translation>Protokoll filtern (ein Wort, eine Regelnummer wie R-ASLT, &apos;gewürfelt&apos;)</translation>
    </message>
    <message>
        <source>The game starts from a stated position: {period}, the {side} player to act</source>
        <translation>Das Spiel beginnt in einer festgelegten Stellung: {period}, der Spieler der Seite {side} ist am Zug</translation>
    </message>
    <message>
        <source>    Show everything switched on: from here both sides&apos; command-block values are on the screen (R-ACT-2)</source>
        <translation>    Alles zeigen eingeschaltet: ab hier stehen die Werte der Befehlsmarker beider Seiten auf dem Bildschirm (R-ACT-2)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>zoom {z:.0%}</source>
        <translation>Zoom {z:.0%}</translation>
    </message>
    <message>
        <source>seed {s}</source>
        <extracomment>Tools &gt; Map editor: ``open_map_editor(window)``, set by the composition root (app.py); ui/ knows nothing of the editor (it sits a layer above)</extracomment>
        <translation>Startwert {s}</translation>
    </message>
    <message>
        <source>scripted dice</source>
        <translation>vorgegebene Würfel</translation>
    </message>
    <message>
        <source>The scenario can&apos;t be played</source>
        <translation>Das Szenario kann nicht gespielt werden</translation>
    </message>
    <message>
        <source>The game can&apos;t be opened</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>Das Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>unsaved game</source>
        <translation>ungespeichertes Spiel</translation>
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
        <translation>kann nicht treffen</translation>
    </message>
    <message>
        <source>hits on 1</source>
        <translation>trifft bei 1</translation>
    </message>
    <message>
        <source>hits on 1-{n}</source>
        <translation>trifft bei 1-{n}</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>kein Treffer</translation>
    </message>
    <message>
        <source>lost: the target is already eliminated</source>
        <translation>verloren: das Ziel ist bereits vernichtet</translation>
    </message>
    <message>
        <source>the cavalry may retreat before round 1, or stand (NS-CAVRET-1)</source>
        <translation>die Kavallerie darf sich vor Kampfrunde 1 zurückziehen oder standhalten (NS-CAVRET-1)</translation>
    </message>
    <message>
        <source>retreat, bring reinforcements, or stand and fire (NS-CBT-5)</source>
        <translation>Rückzug, Verstärkungen heranziehen oder standhalten und feuern (NS-CBT-5)</translation>
    </message>
    <message>
        <source>declare the targets, then fire (NS-FIRE-1)</source>
        <translation>die Ziele benennen, dann feuern (NS-FIRE-1)</translation>
    </message>
    <message>
        <source>promote one unit that took part, or none (NS-PROM-2)</source>
        <translation>eine beteiligte Einheit befördern oder keine (NS-PROM-2)</translation>
    </message>
    <message>
        <source>No battle under way</source>
        <translation>Keine Schlacht im Gange</translation>
    </message>
    <message>
        <source>Battles are fought after the movement, in every box holding both sides (NS-CBT-1)</source>
        <translation>Schlachten werden nach der Bewegung geschlagen, in jeder Box mit Einheiten beider Seiten (NS-CBT-1)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Battle in {box}&lt;/b&gt; &amp;nbsp; round {n}</source>
        <translation>&lt;b&gt;Schlacht in {box}&lt;/b&gt; &amp;nbsp; Kampfrunde {n}</translation>
    </message>
    <message>
        <source>The {side} has won the battle (NS-CBT-6)</source>
        <translation>Die {side} hat die Schlacht gewonnen (NS-CBT-6)</translation>
    </message>
    <message>
        <source>{side}&apos;s step: {what}</source>
        <translation>Schritt der {side}: {what}</translation>
    </message>
    <message>
        <source>fire</source>
        <translation>feuern</translation>
    </message>
    <message>
        <source>Attacker: {side}</source>
        <translation>Angreifer: {side}</translation>
    </message>
    <message>
        <source>Defender: {side} (fires first, NS-CBT-4)</source>
        <translation>Verteidiger: {side} (feuert zuerst, NS-CBT-4)</translation>
    </message>
    <message>
        <source>{firer} &amp;rarr; {target}: {need}</source>
        <translation>{firer} &amp;rarr; {target}: {need}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Targets declared (NS-FIRE-1, T5)&lt;/b&gt;</source>
        <translation>&lt;b&gt;Benannte Ziele (NS-FIRE-1, T5)&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Last volley: the {side} fired (NS-FIRE-2)&lt;/b&gt;</source>
        <translation>&lt;b&gt;Letzte Salve: die {side} hat gefeuert (NS-FIRE-2)&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{firer} &amp;rarr; {target}, {need}: {result}</source>
        <translation>{firer} &amp;rarr; {target}, {need}: {result}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Round by round&lt;/b&gt;</source>
        <translation>&lt;b&gt;Runde für Runde&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;u&gt;Round {n}&lt;/u&gt;</source>
        <translation>&lt;u&gt;Kampfrunde {n}&lt;/u&gt;</translation>
    </message>
    <message>
        <source>{side}: {unit} reinforces from {origin} (NS-REINF-1)</source>
        <translation>{side}: {unit} verstärkt aus {origin} (NS-REINF-1)</translation>
    </message>
    <message>
        <source>{firer}&amp;rarr;{target} rolled {face}: {result}</source>
        <translation>{firer}&amp;rarr;{target} würfelte {face}: {result}</translation>
    </message>
    <message>
        <source>{firer}&amp;rarr;{target}: {result}</source>
        <translation>{firer}&amp;rarr;{target}: {result}</translation>
    </message>
    <message>
        <source>{side} fired: {shots}</source>
        <translation>{side} feuerte: {shots}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <extracomment>built-in scenarios in words (marked for translation; translated where shown)</extracomment>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Game:</source>
        <extracomment>as wide as the widest game&apos;s form, whichever game is chosen or was played before: the dialog opens the same way every time and keeps its width when another game is chosen</extracomment>
        <translation>Spiel:</translation>
    </message>
    <message>
        <source>From a file...</source>
        <translation>Aus einer Datei...</translation>
    </message>
    <message>
        <source>Scenario:</source>
        <translation>Szenario:</translation>
    </message>
    <message>
        <source>as the scenario sets it</source>
        <extracomment>a group of variants that exclude each other (a game&apos;s length): one choice, the scenario&apos;s own way first</extracomment>
        <translation>wie das Szenario es vorgibt</translation>
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
        <translation>Dieses Szenario wird immer damit gespielt</translation>
    </message>
    <message>
        <source>Human</source>
        <extracomment>who plays each side: &quot;human&quot; or a computer level (ui/computer.py), and the computer&apos;s leaning</extracomment>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer, {level}</source>
        <translation>Computer, {level}</translation>
    </message>
    <message>
        <source>How the computer weighs taking ground against keeping its units: a weight, never a rule</source>
        <translation>Wie der Computer Geländegewinn gegen die Schonung seiner Einheiten abwägt: eine Gewichtung, nie eine Regel</translation>
    </message>
    <message>
        <source>balanced</source>
        <translation>ausgewogen</translation>
    </message>
    <message>
        <source>{side}:</source>
        <translation>{side}:</translation>
    </message>
    <message>
        <source>The dice follow from the seed: the same seed and the same decisions give the same game</source>
        <extracomment>the game before, who played each side and the variants it was played with (offered again for the same game)</extracomment>
        <translation>Die Würfel ergeben sich aus dem Startwert: derselbe Startwert und dieselben Entscheidungen ergeben dasselbe Spiel</translation>
    </message>
    <message>
        <source>Dice seed:</source>
        <translation>Startwert der Würfel:</translation>
    </message>
    <message>
        <source>Show everything (solo study: both sides&apos; command blocks, no hand-over curtain)</source>
        <translation>Alles zeigen (Solostudium: Befehlsmarker beider Seiten, kein Übergabevorhang)</translation>
    </message>
    <message>
        <source>Two players at one computer, taking turns: the game hides nothing, so there is no curtain.</source>
        <translation>Zwei Spieler an einem Computer, abwechselnd: das Spiel verbirgt nichts, also gibt es keinen Vorhang.</translation>
    </message>
    <message>
        <source>Two players at one computer: the curtain hands the game over whenever the other side decides.</source>
        <translation>Zwei Spieler an einem Computer: der Vorhang übergibt das Spiel, sobald die andere Seite entscheidet.</translation>
    </message>
    <message>
        <source>The computer plays both sides: watch it, pause it, step through it.</source>
        <translation>Der Computer spielt beide Seiten: schau zu, pausiere ihn, geh Schritt für Schritt.</translation>
    </message>
    <message>
        <source>You play the {side} against the computer: no curtain, its decisions show on the map and in the log.</source>
        <translation>Du spielst {side} gegen den Computer: kein Vorhang, seine Entscheidungen erscheinen auf der Karte und im Protokoll.</translation>
    </message>
    <message>
        <source>A scenario file</source>
        <translation>Eine Szenariodatei</translation>
    </message>
    <message>
        <source>Scenario files (*.yaml *.yml)</source>
        <translation>Szenariodateien (*.yaml *.yml)</translation>
    </message>
</context>
<context>
    <name>NsHowToPlay</name>
    <message>
        <source>Norden &amp; Süden: the Civil War, 1861-1865</source>
        <extracomment>a legend picture&apos;s height, pixels (boxes and lines are wider)</extracomment>
        <translation>Norden &amp; Süden: der Bürgerkrieg, 1861-1865</translation>
    </message>
    <message>
        <source>Frank Chadwick&apos;s whole war in monthly game turns, the Union first, then the Confederacy. The Union wins as soon as it holds all seven great Confederate cities at once: New Orleans, Mobile, Atlanta, Memphis, Charleston, Wilmington and Richmond. The Confederacy wins by taking Washington, by an army maximum higher than the Union&apos;s, or by holding out to June 1865 (the short game: to June 1862). Game &gt; New game, Game: Norden &amp; Süden, starts one.</source>
        <translation>Frank Chadwicks ganzer Krieg in monatlichen Spielrunden, zuerst die Union, dann die Konföderation. Die Union gewinnt, sobald sie alle sieben großen Städte der Konföderation zugleich hält: New Orleans, Mobile, Atlanta, Memphis, Charleston, Wilmington und Richmond. Die Konföderation gewinnt, wenn sie Washington nimmt, wenn ihre maximale Armeegröße höher ist als die der Union oder wenn sie bis Juni 1865 durchhält (das kurze Spiel: bis Juni 1862). Spiel &gt; Neues Spiel, Spiel: Norden &amp; Süden, beginnt eine Partie.</translation>
    </message>
    <message>
        <source>Two players at one computer, or one against the computer (New game: Computer for one side). The game hides nothing: there is no curtain, the side that decides has the screen, and Suggest (Ctrl+H) shows what the computer would do in your place.</source>
        <translation>Zwei Spieler an einem Computer oder einer gegen den Computer (Neues Spiel: Computer für eine Seite). Das Spiel verbirgt nichts: es gibt keinen Vorhang, die Seite, die entscheidet, hat den Bildschirm, und Vorschlagen (Strg+H) zeigt, was der Computer an deiner Stelle täte.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;How a player turn goes&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;The bar above the map says who decides and what.&lt;/b&gt; What you can click glows green; a click on anything else says why not in a bubble beside the pointer, with the rule (a link to it).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Movement&lt;/b&gt;: press &lt;i&gt;Roll&lt;/i&gt; for your marches (2 to 6; in July 1861 two each, no roll). Click a glowing box to start a march from it, then a counter, then the box it goes to (the boxes it can reach glow). &lt;i&gt;End the march&lt;/i&gt; when its units are done; &lt;i&gt;End the movement&lt;/i&gt; gives up the marches left.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Combat&lt;/b&gt;: every box holding both sides is a battle; click it. Each round the defender fires first: click your counter, then the enemy counter it fires at, then &lt;i&gt;Fire&lt;/i&gt;. From the second round a side may retreat, bring reinforcements from the boxes around, or stand.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Promotion&lt;/b&gt;: the winner of a battle, and then the player in his promotion segment, may promote one unit: click it, or &lt;i&gt;No promotion&lt;/i&gt;.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Recruitment&lt;/b&gt;: press &lt;i&gt;Roll&lt;/i&gt;, then click the glowing recruitment cities to place militia there.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Boxes change hands at the end of a player turn. Esc or a right-click steps back; Ctrl+Z takes an action back until dice are rolled. The game is saved after every action. The rules, written for players, are under Help (F1).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;So läuft ein Spielzug&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Die Leiste über der Karte sagt, wer was entscheidet.&lt;/b&gt; Was du anklicken kannst, leuchtet grün; ein Klick auf etwas anderes sagt in einer Sprechblase neben dem Mauszeiger, warum nicht, mit der Regel (ein Link dorthin).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Bewegung&lt;/b&gt;: drücke &lt;i&gt;Würfeln&lt;/i&gt; für deine Märsche (2 bis 6; im Juli 1861 je zwei, ohne Wurf). Klicke eine leuchtende Box an, um dort einen Marsch zu beginnen, dann einen Spielstein, dann die Box, in die er zieht (die Boxen, die er erreichen kann, leuchten). &lt;i&gt;Marsch beenden&lt;/i&gt;, wenn seine Einheiten fertig sind; &lt;i&gt;Bewegung beenden&lt;/i&gt; gibt die übrigen Märsche auf.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Kampf&lt;/b&gt;: jede Box mit Einheiten beider Seiten ist eine Schlacht; klicke sie an. In jeder Kampfrunde feuert der Verteidiger zuerst: klicke deinen Spielstein an, dann den feindlichen Spielstein, auf den er feuert, dann &lt;i&gt;Feuern&lt;/i&gt;. Ab der zweiten Kampfrunde darf eine Seite sich zurückziehen, Verstärkungen aus den umliegenden Boxen heranziehen oder standhalten.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Beförderung&lt;/b&gt;: der Sieger einer Schlacht und danach der Spieler in seinem Beförderungs-Segment darf eine Einheit befördern: klicke sie an oder &lt;i&gt;Keine Beförderung&lt;/i&gt;.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Rekrutierung&lt;/b&gt;: drücke &lt;i&gt;Würfeln&lt;/i&gt;, dann klicke die leuchtenden Rekrutierungsstädte an, um dort Miliz aufzustellen.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Boxen wechseln am Ende eines Spielzugs den Besitzer. Esc oder ein Rechtsklick geht einen Schritt zurück; Strg+Z nimmt eine Aktion zurück, bis gewürfelt wurde. Das Spiel wird nach jeder Aktion gespeichert. Die Regeln, für Spieler geschrieben, stehen unter Hilfe (F1).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Reading the map&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Die Karte lesen&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>a box in its first owner&apos;s colour (grey: Confederate, blue: Union, white: nobody&apos;s); a star for a capital, a bastion for a permanent fortification, the recruitment numbers in red and blue squares</source>
        <translation>eine Box in der Farbe ihres ersten Besitzers (grau: Konföderation, blau: Union, weiß: keine Seite); ein Stern für eine Hauptstadt, eine Bastion für eine permanente Befestigung, die Rekrutierungsziffern in roten und blauen Kästchen</translation>
    </message>
    <message>
        <source>an anchor: a port, for the Union&apos;s moves by sea</source>
        <translation>ein Anker: ein Hafen, für die Bewegungen der Union zur See</translation>
    </message>
    <message>
        <source>a road: infantry goes one box a march</source>
        <translation>eine Straße: Infanterie zieht eine Box je Marsch</translation>
    </message>
    <message>
        <source>a railroad: two boxes between your own boxes</source>
        <translation>eine Eisenbahnlinie: zwei Boxen zwischen deinen eigenen Boxen</translation>
    </message>
    <message>
        <source>a river: two boxes; the arrow points downstream</source>
        <translation>ein Fluss: zwei Boxen; der Pfeil zeigt flussabwärts</translation>
    </message>
    <message>
        <source>a unit: its kind (MI militia infantry, VC veteran cavalry ...) and combat value</source>
        <translation>eine Einheit: ihre Art (MI Miliz-Infanterie, VC Veteranen-Kavallerie ...) und ihr Kampfwert</translation>
    </message>
    <message>
        <source>a unit on its back (a hit): pale, its value in red</source>
        <translation>eine Einheit auf ihrer Rückseite (ein Treffer): blass, ihr Wert in Rot</translation>
    </message>
    <message>
        <source>a fortified unit: the bastion on its corner</source>
        <translation>eine befestigte Einheit: die Bastion an ihrer Ecke</translation>
    </message>
    <message>
        <source>three identical units as one counter</source>
        <translation>drei gleiche Einheiten als ein Spielstein</translation>
    </message>
</context>
<context>
    <name>NsWindow</name>
    <message>
        <source>Turn, battle and armies</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>Spielrunde, Schlacht und Armeen</translation>
    </message>
    <message>
        <source>turn {n}, {months}</source>
        <translation>Spielrunde {n}, {months}</translation>
    </message>
    <message>
        <source>Norden &amp; Süden on {map}</source>
        <translation>Norden &amp; Süden auf {map}</translation>
    </message>
</context>
<context>
    <name>NsWords</name>
    <message>
        <source>militia infantry</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>Miliz-Infanterie</translation>
    </message>
    <message>
        <source>veteran infantry</source>
        <translation>Veteranen-Infanterie</translation>
    </message>
    <message>
        <source>elite infantry</source>
        <translation>Elite-Infanterie</translation>
    </message>
    <message>
        <source>militia cavalry</source>
        <translation>Miliz-Kavallerie</translation>
    </message>
    <message>
        <source>veteran cavalry</source>
        <translation>Veteranen-Kavallerie</translation>
    </message>
    <message>
        <source>elite cavalry</source>
        <translation>Elite-Kavallerie</translation>
    </message>
    <message>
        <source>reduced (NS-FIRE-3)</source>
        <translation>geschwächt (NS-FIRE-3)</translation>
    </message>
    <message>
        <source>fortified (NS-FORT)</source>
        <translation>befestigt (NS-FORT)</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>{n} units, each {what} ({ids})</source>
        <translation>{n} Einheiten, jede {what} ({ids})</translation>
    </message>
    <message>
        <source>{counter}, in {box}</source>
        <translation>{counter}, in {box}</translation>
    </message>
    <message>
        <source>held by the {side} (flag, NS-OCC-2)</source>
        <translation>gehalten von der {side} (Flagge, NS-OCC-2)</translation>
    </message>
    <message>
        <source>held by the {side}</source>
        <translation>gehalten von der {side}</translation>
    </message>
    <message>
        <source>held by cavalry alone (NS-OCC-3)</source>
        <translation>nur von Kavallerie gehalten (NS-OCC-3)</translation>
    </message>
</context>
<context>
    <name>OpenGame</name>
    <message>
        <source>{problem}

The game is valid up to its first {n} action (of {found}), {period}. Open that part? It opens as an unsaved game; the file is left as it is.</source>
        <translation>{problem}

Das Spiel ist bis einschließlich Aktion {n} (von {found}) gültig, {period}. Diesen Teil öffnen? Er wird als ungespeichertes Spiel geöffnet; die Datei bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>{problem}

The game is valid up to its first {n} actions (of {found}), {period}. Open that part? It opens as an unsaved game; the file is left as it is.</source>
        <translation>{problem}

Das Spiel ist bis einschließlich Aktion {n} (von {found}) gültig, {period}. Diesen Teil öffnen? Er wird als ungespeichertes Spiel geöffnet; die Datei bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>Open the valid part of the game?</source>
        <translation>Den gültigen Teil des Spiels öffnen?</translation>
    </message>
</context>
<context>
    <name>OrdersAhead</name>
    <message>
        <source>Orders (R-DISC)</source>
        <extracomment>a rule id was clicked: open the rules reference there</extracomment>
        <translation>Befehle (R-DISC)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>No period follows this one: the game ends after it (R-TIME-1).</source>
        <translation>Auf diesen Tagesabschnitt folgt keiner mehr: danach endet das Spiel (R-TIME-1).</translation>
    </message>
    <message>
        <source>Orders in {period} (R-DISC)</source>
        <translation>Befehle für {period} (R-DISC)</translation>
    </message>
    <message>
        <source>What the next period&apos;s order boxes get if this period ended now: the discs left on command blocks stay there (R-DISC-3)</source>
        <translation>Was die Befehlsfelder des nächsten Tagesabschnitts erhielten, wenn der laufende jetzt endete: die Befehlsscheiben auf Befehlsmarkern bleiben dort (R-DISC-3)</translation>
    </message>
    <message>
        <source>single-order box {n} of {full}</source>
        <translation>Befehlsfeld (einfache Befehle) {n} von {full}</translation>
    </message>
    <message>
        <source>double-order box {n} of {full}</source>
        <translation>Doppelbefehlsfeld {n} von {full}</translation>
    </message>
    <message>
        <source>{n} and {k} still in its box (R-TIME-3)</source>
        <translation>{n} und {k} noch in ihrem Befehlsfeld (R-TIME-3)</translation>
    </message>
    <message>
        <source>Discs on blocks stay there (R-DISC-3): Union {u}, Confederate {c}. If they are still there when this period ends, the boxes get:</source>
        <translation>Befehlsscheiben auf Befehlsmarkern bleiben dort (R-DISC-3): Union {u}, Konföderation {c}. Liegen sie am Ende dieses Tagesabschnitts noch dort, erhalten die Befehlsfelder:</translation>
    </message>
    <message>
        <source>A disc stays on its command block until the block leaves the map (R-DISC-3); the Union&apos;s blue discs still in its box all go onto blocks before the period ends (R-TIME-3)</source>
        <translation>Eine Befehlsscheibe bleibt auf ihrem Befehlsmarker, bis dieser den Spielplan verlässt (R-DISC-3); die blauen Befehlsscheiben, die noch im Befehlsfeld der Union liegen, kommen alle auf Befehlsmarker, bevor der Tagesabschnitt endet (R-TIME-3)</translation>
    </message>
    <message>
        <source>Your next order ends the period (R-TIME-3), and discs on blocks stay there (R-DISC-3): with {n} on yours, the {part} box gets {blue} and {black} (R-DISC-1). A block removed now takes its discs back (R-BLK-3).</source>
        <translation>Dein nächster Befehl beendet den Tagesabschnitt (R-TIME-3), und Befehlsscheiben auf Befehlsmarkern bleiben dort (R-DISC-3): mit {n} auf deinen Befehlsmarkern erhält das Befehlsfeld „{part}“ {blue} und {black} (R-DISC-1). Ein jetzt entfernter Befehlsmarker nimmt seine Befehlsscheiben zurück (R-BLK-3).</translation>
    </message>
    <message>
        <source>The Union&apos;s box holds its last disc: the period may end after its next action (R-TIME-3), and discs on blocks stay there (R-DISC-3): with {n} on yours, next period&apos;s single-order box gets {single} of {full_single} discs, the double-order box {double} of {full_double} (R-DISC-2). A block removed now takes its discs back (R-BLK-3).</source>
        <translation>Im Befehlsfeld der Union liegt ihre letzte Befehlsscheibe: der Tagesabschnitt kann nach ihrer nächsten Aktion enden (R-TIME-3), und Befehlsscheiben auf Befehlsmarkern bleiben dort (R-DISC-3): mit {n} auf deinen Befehlsmarkern erhält im nächsten Tagesabschnitt das Befehlsfeld (einfache Befehle) {single} von {full_single} Befehlsscheiben, das Doppelbefehlsfeld {double} von {full_double} (R-DISC-2). Ein jetzt entfernter Befehlsmarker nimmt seine Befehlsscheiben zurück (R-BLK-3).</translation>
    </message>
    <message>
        <source>{n} blue disc</source>
        <translation>{n} blaue Befehlsscheibe</translation>
    </message>
    <message>
        <source>{n} blue discs</source>
        <translation>{n} blaue Befehlsscheiben</translation>
    </message>
    <message>
        <source>{n} forced pass</source>
        <translation>{n} Zwangspassenscheibe</translation>
    </message>
    <message>
        <source>{n} forced passes</source>
        <translation>{n} Zwangspassenscheiben</translation>
    </message>
</context>
<context>
    <name>PanelDocks</name>
    <message>
        <source>Battle</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Marked on the map: {places}</source>
        <translation>Auf dem Spielplan markiert: {places}</translation>
    </message>
</context>
<context>
    <name>PeriodTrack</name>
    <message>
        <source>Days and periods (R-TIME-1): the game ends after the afternoon of 3 July at the latest</source>
        <translation>Tage und Tagesabschnitte (R-TIME-1): das Spiel endet spätestens nach dem Nachmittag des 3. Juli</translation>
    </message>
    <message>
        <source>Mor</source>
        <translation>Mo</translation>
    </message>
    <message>
        <source>Mid</source>
        <translation>Mi</translation>
    </message>
    <message>
        <source>Aft</source>
        <translation>Nm</translation>
    </message>
    <message>
        <source>Nt</source>
        <translation>Na</translation>
    </message>
    <message>
        <source>{n} July</source>
        <translation>{n}. Juli</translation>
    </message>
</context>
<context>
    <name>Pieces</name>
    <message>
        <source>{n} cube</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>{n} Schadensmarker</translation>
    </message>
    <message>
        <source>{n} cubes</source>
        <translation>{n} Schadensmarker</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>beschädigt</translation>
    </message>
    <message>
        <source>{side} {kind}</source>
        <translation>{kind} ({side})</translation>
    </message>
    <message>
        <source>loose cubes (R-DMG-1): {cubes}</source>
        <extracomment>a cube badge&apos;s side in board units when the board is zoomed in far enough: from there on it grows with the board, like the pieces</extracomment>
        <translation>freie Schadensmarker (R-DMG-1): {cubes}</translation>
    </message>
    <message>
        <source>{n} disc</source>
        <translation>{n} Befehlsscheibe</translation>
    </message>
    <message>
        <source>{n} discs</source>
        <translation>{n} Befehlsscheiben</translation>
    </message>
    <message>
        <source>{side} command block of value {v}, {discs} (R-BLK, R-ORD-1)</source>
        <translation>Befehlsmarker ({side}) mit Wert {v}, {discs} (R-BLK, R-ORD-1)</translation>
    </message>
    <message>
        <source>{side} command block, {discs}; its value is hidden (R-ACT-2)</source>
        <translation>Befehlsmarker ({side}), {discs}; sein Wert ist verdeckt (R-ACT-2)</translation>
    </message>
    <message>
        <source>disruption marker (R-DISR)</source>
        <translation>Unterbrechungsmarker (R-DISR)</translation>
    </message>
    <message>
        <source>artillery-fire marker (R-ART-6)</source>
        <translation>Artilleriefeuermarker (R-ART-6)</translation>
    </message>
</context>
<context>
    <name>PlayMenus</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation>&amp;Neues Spiel...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Re&amp;play a saved game...</source>
        <translation>Gespeichertes Spiel &amp;wiederholen...</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>&amp;Concede the battle (Confederates)...</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>Die Schlacht &amp;aufgeben (Konföderation)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit the board to the window</source>
        <translation>Spielplan ans &amp;Fenster anpassen</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Leisten</translation>
    </message>
    <message>
        <source>&amp;Arrange the panels as at first</source>
        <translation>Leisten wie am &amp;Anfang anordnen</translation>
    </message>
    <message>
        <source>&amp;Show everything (solo study; no hand-over curtain)</source>
        <translation>&amp;Alles zeigen (Solostudium; kein Übergabevorhang)</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>&amp;Map editor...</source>
        <translation>&amp;Karteneditor...</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;So wird gespielt</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>&amp;Regelübersicht</translation>
    </message>
    <message>
        <source>&amp;About Gettysburg Desktop</source>
        <translation>&amp;Über Gettysburg Desktop</translation>
    </message>
    <message>
        <source>&amp;Computer</source>
        <translation>&amp;Computer</translation>
    </message>
    <message>
        <source>&amp;Pause the computer</source>
        <translation>Computer &amp;pausieren</translation>
    </message>
    <message>
        <source>&amp;Next decision (step by step)</source>
        <translation>&amp;Nächste Entscheidung (Schritt für Schritt)</translation>
    </message>
    <message>
        <source>P&amp;ace of its decisions</source>
        <translation>&amp;Tempo seiner Entscheidungen</translation>
    </message>
    <message>
        <source>&amp;Suggest a decision</source>
        <translation>Entscheidung &amp;vorschlagen</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Concede the battle?</source>
        <translation>Die Schlacht aufgeben?</translation>
    </message>
    <message>
        <source>The Confederate player gives up: the Union wins (R-WIN-3).</source>
        <translation>Der Konföderationsspieler gibt auf: die Union gewinnt (R-WIN-3).</translation>
    </message>
</context>
<context>
    <name>PoolsPanel</name>
    <message>
        <source>Army</source>
        <extracomment>the Union&apos;s drafts in the basic game (NS-DRAFT-2)</extracomment>
        <translation>Armee</translation>
    </message>
    <message>
        <source>Militia infantry</source>
        <translation>Miliz-Infanterie</translation>
    </message>
    <message>
        <source>Militia cavalry</source>
        <translation>Miliz-Kavallerie</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <source>Units on the map / army maximum (NS-ARMY-1)</source>
        <translation>Einheiten auf dem Spielbrett / maximale Armeegröße (NS-ARMY-1)</translation>
    </message>
    <message>
        <source>The militia infantry in the pool; faded: locked until drafted (NS-DRAFT-1)</source>
        <translation>Die Miliz-Infanterie im Rekrutierungs-Pool; blass: gesperrt bis zum Truppeneinziehen (NS-DRAFT-1)</translation>
    </message>
    <message>
        <source>The militia cavalry in the pool (NS-RECR-2)</source>
        <translation>Die Miliz-Kavallerie im Rekrutierungs-Pool (NS-RECR-2)</translation>
    </message>
    <message>
        <source>The recruitment pool: militia not on the map (NS-RECR-2)</source>
        <translation>Der Rekrutierungs-Pool: Miliz, die nicht auf dem Spielbrett ist (NS-RECR-2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{size} / {max}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{size} / {max}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{side}: {size} units on the map; the army maximum, {max}, is the sum of the recruitment numbers in the {side}&apos;s colour in the boxes it owns (NS-ARMY-1); it limits only recruitment (NS-RECR-4)</source>
        <translation>{side}: {size} Einheiten auf dem Spielbrett; die maximale Armeegröße, {max}, ist die Summe der Rekrutierungsziffern in der Farbe der {side} in den Boxen, die sie besitzt (NS-ARMY-1); sie begrenzt nur die Rekrutierung (NS-RECR-4)</translation>
    </message>
    <message>
        <source>{mi} MI ({locked} locked)&lt;br&gt;{mc} MC</source>
        <translation>{mi} MI ({locked} gesperrt)&lt;br&gt;{mc} MC</translation>
    </message>
    <message>
        <source>{mi} MI&lt;br&gt;{mc} MC</source>
        <translation>{mi} MI&lt;br&gt;{mc} MC</translation>
    </message>
    <message>
        <source>{side}&apos;s pool: {mi} militia infantry ({locked} of them locked until drafted), {mc} militia cavalry (NS-RECR-2, NS-DRAFT-1)</source>
        <translation>Rekrutierungs-Pool der {side}: {mi} Miliz-Infanterie ({locked} davon gesperrt bis zum Truppeneinziehen), {mc} Miliz-Kavallerie (NS-RECR-2, NS-DRAFT-1)</translation>
    </message>
    <message>
        <source>{side}&apos;s pool: {mi} militia infantry, {mc} militia cavalry (NS-RECR-2)</source>
        <translation>Rekrutierungs-Pool der {side}: {mi} Miliz-Infanterie, {mc} Miliz-Kavallerie (NS-RECR-2)</translation>
    </message>
    <message>
        <source>Drafts held: {d} of {n}; militia infantry on the map at most {m} (NS-DRAFT-3)</source>
        <translation>Truppeneinziehungen erfolgt: {d} von {n}; höchstens {m} Miliz-Infanterie auf dem Spielbrett (NS-DRAFT-3)</translation>
    </message>
    <message>
        <source>{side}: counters left for promotions: {list} (NS-PROM-5)</source>
        <translation>{side}: Spielsteine übrig für Beförderungen: {list} (NS-PROM-5)</translation>
    </message>
</context>
<context>
    <name>PromptBar</name>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Übergabe</translation>
    </message>
    <message>
        <source>The {side} player takes over: click the curtain when ready.</source>
        <translation>Der Spieler der Seite {side} übernimmt: klicke auf den Vorhang, wenn du bereit bist.</translation>
    </message>
    <message>
        <source>The dice are rolled: the result is in the Dice panel and the log, the board shows what it did. The {side} player decides next: hand over when you have seen it.</source>
        <translation>Die Würfel sind gefallen: das Ergebnis steht in der Leiste „Würfel“ und im Protokoll, der Spielplan zeigt, was es bewirkt hat. Als Nächstes entscheidet der Spieler der Seite {side}: übergib, wenn du es gesehen hast.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Take back your last decision and the computer&apos;s replies since (Ctrl+Z)</source>
        <translation>Deine letzte Entscheidung und die Antworten des Computers darauf zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <source>Take back the last action (Ctrl+Z)</source>
        <translation>Die letzte Aktion zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <source>Undo is not possible: {why}</source>
        <translation>Rückgängig ist nicht möglich: {why}</translation>
    </message>
    <message>
        <source>Apply again the action last taken back (Ctrl+Shift+Z)</source>
        <translation>Die zuletzt zurückgenommene Aktion erneut ausführen (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <source>Hand over to the {side} player (Enter)</source>
        <translation>An den Spieler der Seite {side} übergeben (Enter)</translation>
    </message>
    <message>
        <source>The curtain falls and the next player takes the screen (R-ACT-2)</source>
        <translation>Der Vorhang fällt, und der nächste Spieler übernimmt den Bildschirm (R-ACT-2)</translation>
    </message>
    <message>
        <source>Confirm: {what}</source>
        <translation>Bestätigen: {what}</translation>
    </message>
    <message>
        <source>Not offered now: {question}</source>
        <translation>Jetzt nicht angeboten: {question}</translation>
    </message>
    <message>
        <source>The computer ({level}) stopped: {why}. Resume (Ctrl+P) asks it again.</source>
        <translation>Der Computer ({level}) hat angehalten: {why}. Fortsetzen (Strg+P) fragt ihn erneut.</translation>
    </message>
    <message>
        <source>The computer ({level}) plays the {side} and is paused: Resume (Ctrl+P) lets it go on.</source>
        <translation>Der Computer ({level}) spielt {side} und pausiert: Fortsetzen (Strg+P) lässt ihn weitermachen.</translation>
    </message>
    <message>
        <source>The computer ({level}) has decided for the {side}: Next (N) carries it out.</source>
        <translation>Der Computer ({level}) hat für {side} entschieden: Weiter (N) führt es aus.</translation>
    </message>
    <message>
        <source>The computer ({level}) decides for the {side}; its decisions show on the map and in the log.</source>
        <translation>Der Computer ({level}) entscheidet für {side}; seine Entscheidungen erscheinen auf der Karte und im Protokoll.</translation>
    </message>
    <message>
        <source>Resume (Ctrl+P)</source>
        <translation>Fortsetzen (Strg+P)</translation>
    </message>
    <message>
        <source>Pause (Ctrl+P)</source>
        <translation>Pause (Strg+P)</translation>
    </message>
    <message>
        <source>Let the computer go on</source>
        <translation>Den Computer weitermachen lassen</translation>
    </message>
    <message>
        <source>Stop the computer: the decision it is thinking about is asked again on Resume</source>
        <translation>Den Computer anhalten: die Entscheidung, über die er nachdenkt, wird beim Fortsetzen erneut gefragt</translation>
    </message>
    <message>
        <source>{level} thinking... %p%</source>
        <translation>{level} denkt nach … %p%</translation>
    </message>
    <message>
        <source>Next (N)</source>
        <extracomment>the side&apos;s label when the side has no colours of its own (palette.SIDE_FILL), or there is no side a rule id was clicked: open the rules reference there the game is over: the players want to see it again, or a new one</extracomment>
        <translation>Weiter (N)</translation>
    </message>
    <message>
        <source>Carry out the computer&apos;s decision (step by step)</source>
        <translation>Die Entscheidung des Computers ausführen (Schritt für Schritt)</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Vorschlagen</translation>
    </message>
    <message>
        <source>Ask the computer what you might do now (Ctrl+H); it is shown, never played</source>
        <translation>Den Computer fragen, was du jetzt tun könntest (Strg+H); es wird gezeigt, nie ausgeführt</translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation>Dieses Spiel wiederholen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Abbrechen (Esc)</translation>
    </message>
</context>
<context>
    <name>PropertiesPanel</name>
    <message>
        <source>Background image...</source>
        <extracomment>the map page&apos;s Background... button: the window opens its dialog Tab in an area&apos;s name: the tool&apos;s first (a free edge&apos;s fill takes the other side); True: taken</extracomment>
        <translation>Hintergrundbild...</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Board width</source>
        <translation>Breite des Spielplans</translation>
    </message>
    <message>
        <source>Board height</source>
        <translation>Höhe des Spielplans</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>one star (victory area)</source>
        <translation>ein Stern (Sieggebiet)</translation>
    </message>
    <message>
        <source>double star</source>
        <translation>Doppelstern</translation>
    </message>
    <message>
        <source>Name placed automatically</source>
        <translation>Name automatisch platziert</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>Sterne</translation>
    </message>
    <message>
        <source>Name at x</source>
        <translation>Name bei x</translation>
    </message>
    <message>
        <source>Name at y</source>
        <translation>Name bei y</translation>
    </message>
    <message>
        <source>Selected vertex</source>
        <translation>Gewählter Eckpunkt</translation>
    </message>
    <message>
        <source>Place name where the pieces have room</source>
        <translation>Namen platzieren, wo die Spielsteine Platz haben</translation>
    </message>
    <message>
        <source>All of the name inside the area, and room for a full stack clear of it (N)</source>
        <translation>Der ganze Name im Gebiet und daneben Platz für einen vollen Stapel (N)</translation>
    </message>
    <message>
        <source>either (no side)</source>
        <translation>beide (keine Seite)</translation>
    </message>
    <message>
        <source>Road&apos;s name</source>
        <translation>Name der Straße</translation>
    </message>
    <message>
        <source>Linked area</source>
        <translation>Zugehöriges Gebiet</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
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
        <translation>Breite</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>railroad (counts as a road, R-MOVE-2)</source>
        <translation>Eisenbahn (zählt als Straße, R-MOVE-2)</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>The id &apos;{id}&apos; is not well formed: lowercase letters, digits and single hyphens (like &apos;stone-hill&apos;)</source>
        <translation>Die Id „{id}“ ist nicht gültig gebildet: Kleinbuchstaben, Ziffern und einzelne Bindestriche (wie „stone-hill“)</translation>
    </message>
    <message>
        <source>The id &apos;{id}&apos; is taken by &apos;{name}&apos;</source>
        <translation>Die Id „{id}“ ist schon von „{name}“ belegt</translation>
    </message>
    <message>
        <source>Road: {name}</source>
        <translation>Straße: {name}</translation>
    </message>
    <message>
        <source>Scenery: {name}</source>
        <translation>Landschaft: {name}</translation>
    </message>
    <message>
        <source>river</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>woods</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>building</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>Map (nothing selected)</source>
        <translation>Karte (nichts ausgewählt)</translation>
    </message>
    <message>
        <source>{a} areas, {b} entry boxes, {r} roads, {s} scenery items</source>
        <translation>{a} Gebiete, {b} Eintrittsfelder, {r} Straßen, {s} Landschaftselemente</translation>
    </message>
    <message>
        <source>Area: {name}</source>
        <translation>Gebiet: {name}</translation>
    </message>
    <message>
        <source>Entry box: {name}</source>
        <translation>Eintrittsfeld: {name}</translation>
    </message>
    <message>
        <source>(missing area {id})</source>
        <translation>(fehlendes Gebiet {id})</translation>
    </message>
</context>
<context>
    <name>ReinforcementChart</name>
    <message>
        <source>Reinforcement chart (R-REIN-1)</source>
        <extracomment>a piece&apos;s side on the chart, and the step from one to the next, pixels the most pieces in a row (a larger group takes more rows: the dock is narrow)</extracomment>
        <translation>Verstärkungskarte (R-REIN-1)</translation>
    </message>
    <message>
        <source>No reinforcements in this scenario: every piece starts on the map.</source>
        <translation>Keine Verstärkungen in diesem Szenario: jede Spielfigur beginnt auf dem Spielplan.</translation>
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
        <translation> oder </translation>
    </message>
    <message>
        <source>{box} ({low}-{high})</source>
        <translation>{box} ({low}-{high})</translation>
    </message>
    <message>
        <source>to {roads}, one roll (R-REIN-2)</source>
        <translation>nach {roads}, ein Wurf (R-REIN-2)</translation>
    </message>
    <message>
        <source>to {box}</source>
        <translation>nach {box}</translation>
    </message>
    <message>
        <source>Units leave an entry box into its area by a free move, without an order (R-REIN-3)</source>
        <translation>Einheiten verlassen ein Eintrittsfeld in sein Gebiet durch eine freie Bewegung, ohne Befehl (R-REIN-3)</translation>
    </message>
    <message>
        <source>{period}: now</source>
        <translation>{period}: jetzt</translation>
    </message>
    <message>
        <source>{period}: next</source>
        <translation>{period}: als Nächstes</translation>
    </message>
    <message>
        <source>{period}: arrived; {n} still in entry boxes (R-REIN-3)</source>
        <translation>{period}: eingetroffen; {n} noch in Eintrittsfeldern (R-REIN-3)</translation>
    </message>
    <message>
        <source>{period}: arrived</source>
        <translation>{period}: eingetroffen</translation>
    </message>
    <message>
        <source>arrived at {box}</source>
        <translation>eingetroffen in {box}</translation>
    </message>
    <message>
        <source>arrived</source>
        <translation>eingetroffen</translation>
    </message>
    <message>
        <source>{arrived}; {n} still in the box (R-REIN-3)</source>
        <translation>{arrived}; {n} noch im Eintrittsfeld (R-REIN-3)</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>&lt;b&gt;Replay&lt;/b&gt;</source>
        <extracomment>back to the game that was being played (the window keeps it) play on from the step shown (the window asks first if a game would be put away) a rule id was clicked (in what was asked next): open the rules reference there</extracomment>
        <translation>&lt;b&gt;Wiederholung&lt;/b&gt;</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Zum Anfang (Pos1)</translation>
    </message>
    <message>
        <source>One action back (Alt+Left)</source>
        <translation>Eine Aktion zurück (Alt+Links)</translation>
    </message>
    <message>
        <source>One action forward (Alt+Right)</source>
        <translation>Eine Aktion vor (Alt+Rechts)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Zum Ende (Ende)</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Von hier aus weiterspielen</translation>
    </message>
    <message>
        <source>Leave the replay and play on from this step (the later actions are dropped)</source>
        <translation>Die Wiederholung verlassen und ab diesem Schritt weiterspielen (die späteren Aktionen entfallen)</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Zurück zum Spiel</translation>
    </message>
    <message>
        <source>Leave the replay: the game you were playing, where it was (Esc)</source>
        <translation>Die Wiederholung verlassen: das Spiel, das du gespielt hast, wo es war (Esc)</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>der Anfang</translation>
    </message>
    <message>
        <source>action {k} of {n} ({period}): {what}</source>
        <translation>Aktion {k} von {n} ({period}): {what}</translation>
    </message>
    <message>
        <source>the players switched to Show everything here (R-ACT-2)</source>
        <translation>hier haben die Spieler auf Alles zeigen umgeschaltet (R-ACT-2)</translation>
    </message>
    <message>
        <source>Next: {question}</source>
        <translation>Danach: {question}</translation>
    </message>
</context>
<context>
    <name>ReplayMode</name>
    <message>
        <source>Replay a saved game</source>
        <extracomment>the game being played while a replay is shown: (session, reveal, path, viewer) the replay on screen is of the game being played (Replay.is_of): its Show everything is the game&apos;s</extracomment>
        <translation>Ein gespeichertes Spiel wiederholen</translation>
    </message>
    <message>
        <source>Game records (*.yaml *.yml)</source>
        <translation>Spielaufzeichnungen (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>The game can&apos;t be replayed</source>
        <translation>Das Spiel kann nicht wiederholt werden</translation>
    </message>
    <message>
        <source>A replay. Back to the game (Esc) returns to the game you were playing.</source>
        <translation>Eine Wiederholung. Zurück zum Spiel (Esc) kehrt zu dem Spiel zurück, das du gespielt hast.</translation>
    </message>
    <message>
        <source>A replay: every block is shown. Back to the game (Esc) returns to the game you were playing.</source>
        <translation>Eine Wiederholung: jeder Befehlsmarker wird gezeigt. Zurück zum Spiel (Esc) kehrt zu dem Spiel zurück, das du gespielt hast.</translation>
    </message>
    <message>
        <source>A replay as a spectator sees it: no command-block value is shown (R-ACT-2; View &gt; Show everything shows them). Back to the game (Esc) returns to the game you were playing.</source>
        <translation>Eine Wiederholung, wie ein Zuschauer sie sieht: kein Wert eines Befehlsmarkers wird gezeigt (R-ACT-2; Ansicht &gt; Alles zeigen zeigt sie). Zurück zum Spiel (Esc) kehrt zu dem Spiel zurück, das du gespielt hast.</translation>
    </message>
    <message>
        <source>A replay as the {side} player sees it: the other side&apos;s command-block values stay hidden (R-ACT-2; View &gt; Show everything shows them). Back to the game (Esc) returns to the game you were playing.</source>
        <translation>Eine Wiederholung, wie der Spieler der Seite {side} sie sieht: die Werte der Befehlsmarker der anderen Seite bleiben verdeckt (R-ACT-2; Ansicht &gt; Alles zeigen zeigt sie). Zurück zum Spiel (Esc) kehrt zu dem Spiel zurück, das du gespielt hast.</translation>
    </message>
    <message>
        <source>Back to the game: {period}, {after}.</source>
        <translation>Zurück zum Spiel: {period}, {after}.</translation>
    </message>
    <message>
        <source>after {n} action</source>
        <translation>nach {n} Aktion</translation>
    </message>
    <message>
        <source>after {n} actions</source>
        <translation>nach {n} Aktionen</translation>
    </message>
    <message>
        <source>The game you were playing ({period}, {after}) is put away: the next start offers it as an unfinished game. Play goes on from this step of the replay.</source>
        <translation>Das Spiel, das du gespielt hast ({period}, {after}), wird beiseitegelegt: der nächste Start bietet es als nicht beendetes Spiel an. Es geht ab diesem Schritt der Wiederholung weiter.</translation>
    </message>
    <message>
        <source>Play on from here?</source>
        <translation>Von hier aus weiterspielen?</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Von hier aus weiterspielen</translation>
    </message>
</context>
<context>
    <name>RulesOverlay</name>
    <message>
        <source>{a}: shares a border</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>{a}: gemeinsame Grenze</translation>
    </message>
    <message>
        <source>{a}: meets at a point only</source>
        <translation>{a}: berührt sich nur in einem Punkt</translation>
    </message>
    <message>
        <source>a road crosses this border (R-MOVE-2)</source>
        <translation>eine Straße führt über diese Grenze (R-MOVE-2)</translation>
    </message>
    <message>
        <source>{t}: in range ({d}) and in sight (R-ART-3)</source>
        <translation>{t}: in Reichweite ({d}) und in Sichtlinie (R-ART-3)</translation>
    </message>
    <message>
        <source>{t}: in range, out of sight (R-ART-3)</source>
        <translation>{t}: in Reichweite, aber außer Sicht (R-ART-3)</translation>
    </message>
</context>
<context>
    <name>RulesPanel</name>
    <message>
        <source>Select an area to see what the rules make of it.</source>
        <extracomment>an area was chosen in the table the overlay options changed</extracomment>
        <translation>Wähle ein Gebiet, um zu sehen, was die Regeln daraus machen.</translation>
    </message>
    <message>
        <source>Neighbours on the map</source>
        <translation>Nachbarn auf der Karte</translation>
    </message>
    <message>
        <source>Artillery reach</source>
        <translation>Reichweite der Artillerie</translation>
    </message>
    <message>
        <source>Neighbours by border, by a point only, and borders a road crosses; click a row to select the area.</source>
        <translation>Nachbarn über eine Grenze, nur über einen Punkt, und Grenzen, über die eine Straße führt; eine Zeile anklicken wählt das Gebiet.</translation>
    </message>
    <message>
        <source>Selected area</source>
        <translation>Ausgewähltes Gebiet</translation>
    </message>
    <message>
        <source>All areas</source>
        <translation>Alle Gebiete</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Lies inside {names}: an area can&apos;t hold another (Validation lists the overlap)</source>
        <translation>Liegt innerhalb von {names}: ein Gebiet kann kein anderes enthalten (die Prüfung listet die Überlappung auf)</translation>
    </message>
    <message>
        <source>Holds {names} inside it: an area can&apos;t hold another (Validation lists the overlap)</source>
        <translation>Enthält {names}: ein Gebiet kann kein anderes enthalten (die Prüfung listet die Überlappung auf)</translation>
    </message>
    <message>
        <source>Shares a border with ({n}): {names}</source>
        <translation>Gemeinsame Grenze mit ({n}): {names}</translation>
    </message>
    <message>
        <source>Meets at a point only ({n}): {names}</source>
        <translation>Berührt nur in einem Punkt ({n}): {names}</translation>
    </message>
    <message>
        <source>A road crosses its border with: {names}</source>
        <translation>Eine Straße führt über seine Grenze mit: {names}</translation>
    </message>
    <message>
        <source>Artillery: range {r} (R-ART-2); in sight ({n}): {names}</source>
        <translation>Artillerie: Reichweite {r} (R-ART-2); in Sichtlinie ({n}): {names}</translation>
    </message>
    <message>
        <source>In range but out of sight (R-ART-3): {names}</source>
        <translation>In Reichweite, aber außer Sicht (R-ART-3): {names}</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <source>Gettysburg: rules reference</source>
        <extracomment>a rule id: Gettysburg&apos;s (R-MOVE-5), Norden &amp; Süden&apos;s (NS-COMP, NS-MAP-4), Finsterland&apos;s (FL-MOVE-2) and ACW-BBDBA&apos;s (BB-MOVE-2) the reference&apos;s pages: the rules, and the rulings and interpretations they link to the game&apos;s pages (scenario/games.py: rules_pages), its rules first</extracomment>
        <translation>Gettysburg: Regelübersicht</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Regelübersicht</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>Suchen:</translation>
    </message>
    <message>
        <source>a word or a rule id, e.g. R-MOVE-5; Enter for the next match</source>
        <translation>ein Wort oder eine Regelnummer, z. B. R-MOVE-5; Enter für den nächsten Treffer</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Back to where the last link was followed (Alt+Left)</source>
        <translation>Zurück zu der Stelle, an der du zuletzt einem Link gefolgt bist (Alt+Links)</translation>
    </message>
    <message>
        <source>Opened in your web browser: {url}</source>
        <translation>In deinem Webbrowser geöffnet: {url}</translation>
    </message>
    <message>
        <source>{link} is not part of the rules reference</source>
        <translation>{link} gehört nicht zur Regelübersicht</translation>
    </message>
    <message>
        <source>{link} is not in this page</source>
        <translation>{link} steht nicht auf dieser Seite</translation>
    </message>
    <message>
        <source>{rule} is not in the rules text</source>
        <translation>{rule} steht nicht im Regeltext</translation>
    </message>
    <message>
        <source>{rule}: {line}</source>
        <translation>{rule}: {line}</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not in the rules text</source>
        <translation>„{text}“ steht nicht im Regeltext</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>border of {a} and {b}</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>Grenze zwischen {a} und {b}</translation>
    </message>
    <message>
        <source>, victory area (R-WIN-1)</source>
        <translation>, Sieggebiet (R-WIN-1)</translation>
    </message>
    <message>
        <source>, the double star (R-WIN-1, R-WIN-2)</source>
        <translation>, der Doppelstern (R-WIN-1, R-WIN-2)</translation>
    </message>
    <message>
        <source>{name}: entry box of {area}</source>
        <translation>{name}: Eintrittsfeld von {area}</translation>
    </message>
    <message>
        <source>loose cubes {n}</source>
        <translation>freie Schadensmarker {n}</translation>
    </message>
    <message>
        <source>disrupted</source>
        <translation>unterbrochen</translation>
    </message>
    <message>
        <source>entrenched facing {b}</source>
        <translation>eingegraben, Front gegen {b}</translation>
    </message>
    <message>
        <source>artillery-fire marker</source>
        <translation>Artilleriefeuermarker</translation>
    </message>
</context>
<context>
    <name>TableEditorWindow</name>
    <message>
        <source>no grid</source>
        <translation>kein Raster</translation>
    </message>
    <message>
        <source>no zones</source>
        <translation>keine Zonen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Sector side</source>
        <translation>Seite eines Bereichs</translation>
    </message>
    <message>
        <source>Deployment zones&apos; depth</source>
        <translation>Tiefe der Aufstellungszonen</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>{n} points, {length:.1f} {unit} long</source>
        <translation>{n} Punkte, {length:.1f} {unit} lang</translation>
    </message>
    <message>
        <source>{n} corners, {area:.1f} square {unit}</source>
        <translation>{n} Ecken, {area:.1f} Quadrat-{unit}</translation>
    </message>
    <message>
        <source>Objective {id}</source>
        <translation>Ziel {id}</translation>
    </message>
    <message>
        <source>at {x:g}, {y:g}</source>
        <translation>bei {x:g}, {y:g}</translation>
    </message>
    <message>
        <source>The table: {name}</source>
        <translation>Der Tisch: {name}</translation>
    </message>
    <message>
        <source>{rows} rows x {columns} columns of sectors</source>
        <translation>{rows} Zeilen x {columns} Spalten von Bereichen</translation>
    </message>
    <message>
        <source>no sector grid</source>
        <translation>kein Raster von Bereichen</translation>
    </message>
    <message>
        <source>{w:g} x {d:g} {unit}; {grid}; {f} features, {o} objectives</source>
        <translation>{w:g} x {d:g} {unit}; {grid}; {f} Geländestücke, {o} Ziele</translation>
    </message>
    <message>
        <source>Snapping on</source>
        <translation>Einrasten an</translation>
    </message>
    <message>
        <source>Snapping off: points go on a quarter-unit grid</source>
        <translation>Einrasten aus: Punkte liegen auf einem Raster von einer Viertel Einheit</translation>
    </message>
    <message>
        <source>Click a feature or an objective to select it, drag to move it; drag a point of the selected feature, double-click its edge to add one, Delete removes one</source>
        <translation>Ein Geländestück oder Ziel anklicken, um es auszuwählen, ziehen, um es zu verschieben; einen Punkt des ausgewählten Stücks ziehen, Doppelklick auf seinen Rand fügt einen hinzu, Entf löscht einen</translation>
    </message>
    <message>
        <source>Point at {x:g}, {y:g}</source>
        <translation>Punkt bei {x:g}, {y:g}</translation>
    </message>
    <message>
        <source>Moved {dx:+g}, {dy:+g}</source>
        <translation>Verschoben um {dx:+g}, {dy:+g}</translation>
    </message>
    <message>
        <source>Draw {kind} ({width:g} wide): click its points, Enter or a double click ends it; Backspace takes back a point, Escape drops it</source>
        <translation>{kind} zeichnen ({width:g} breit): die Punkte anklicken, Eingabe oder Doppelklick beendet; Rücktaste nimmt einen Punkt zurück, Esc verwirft</translation>
    </message>
    <message>
        <source>Draw {kind}: click its corners, click the first again (or Enter) to close it; Backspace takes back a corner, Escape drops it</source>
        <translation>{kind} zeichnen: die Ecken anklicken, die erste erneut (oder Eingabe) schließt; Rücktaste nimmt eine Ecke zurück, Esc verwirft</translation>
    </message>
    <message>
        <source>{x:g}, {y:g}: this side {step:.2f}, in all {total:.2f}</source>
        <translation>{x:g}, {y:g}: diese Seite {step:.2f}, insgesamt {total:.2f}</translation>
    </message>
    <message>
        <source>A line needs 2 points or more</source>
        <translation>Eine Linie braucht 2 Punkte oder mehr</translation>
    </message>
    <message>
        <source>An area needs 3 corners or more</source>
        <translation>Eine Fläche braucht 3 Ecken oder mehr</translation>
    </message>
    <message>
        <source>Added {kind}; draw the next, or V to select</source>
        <translation>{kind} hinzugefügt; das nächste zeichnen, oder V zum Auswählen</translation>
    </message>
    <message>
        <source>Click where an objective stands</source>
        <translation>Klicken, wo ein Ziel steht</translation>
    </message>
    <message>
        <source>{n} note on the rules&apos; advice (a game plays the table anyway).</source>
        <translation>{n} Hinweis auf die Empfehlungen der Regeln (ein Spiel spielt den Tisch trotzdem).</translation>
    </message>
    <message>
        <source>{n} notes on the rules&apos; advice (a game plays the table anyway).</source>
        <translation>{n} Hinweise auf die Empfehlungen der Regeln (ein Spiel spielt den Tisch trotzdem).</translation>
    </message>
    <message>
        <source>Select / move</source>
        <translation>Auswählen / verschieben</translation>
    </message>
    <message>
        <source>Draw terrain</source>
        <translation>Gelände zeichnen</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>The kind of terrain Draw draws</source>
        <translation>Die Geländeart, die Zeichnen zeichnet</translation>
    </message>
    <message>
        <source>How wide a line Draw draws (a road, a river, a wall)</source>
        <translation>Wie breit Zeichnen eine Linie zieht (Straße, Fluss, Mauer)</translation>
    </message>
    <message>
        <source> Kind: </source>
        <translation> Art: </translation>
    </message>
    <message>
        <source> Width: </source>
        <translation> Breite: </translation>
    </message>
    <message>
        <source>Play a game of {game} on the table as it is</source>
        <translation>Eine Partie {game} auf dem Tisch, wie er ist, spielen</translation>
    </message>
    <message>
        <source>&amp;New table</source>
        <translation>&amp;Neuer Tisch</translation>
    </message>
    <message>
        <source>&amp;Table properties (select nothing)</source>
        <translation>&amp;Tisch-Eigenschaften (nichts auswählen)</translation>
    </message>
    <message>
        <source>{path}: the table is drawn for {game}, a game this program does not have ({games})</source>
        <translation>{path}: der Tisch ist für {game} gezeichnet, ein Spiel, das dieses Programm nicht hat ({games})</translation>
    </message>
    <message>
        <source>{game} has no play-test</source>
        <translation>{game} hat kein Probespiel</translation>
    </message>
</context>
<context>
    <name>TransformDialog</name>
    <message>
        <source>Move or scale everything</source>
        <translation>Alles verschieben oder skalieren</translation>
    </message>
    <message>
        <source>Scale by</source>
        <translation>Skalieren um</translation>
    </message>
    <message>
        <source>about x</source>
        <translation>um x</translation>
    </message>
    <message>
        <source>about y</source>
        <translation>um y</translation>
    </message>
    <message>
        <source>then move right by</source>
        <translation>dann nach rechts verschieben um</translation>
    </message>
    <message>
        <source>and down by</source>
        <translation>und nach unten um</translation>
    </message>
</context>
<context>
    <name>TurnTrack</name>
    <message>
        <source>Jan</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate the draft turns&apos; mark (a Union blue flag on the cell)</extracomment>
        <translation>Jan</translation>
    </message>
    <message>
        <source>Feb</source>
        <translation>Feb</translation>
    </message>
    <message>
        <source>Mar</source>
        <translation>Mär</translation>
    </message>
    <message>
        <source>Apr</source>
        <translation>Apr</translation>
    </message>
    <message>
        <source>May</source>
        <translation>Mai</translation>
    </message>
    <message>
        <source>Jun</source>
        <translation>Jun</translation>
    </message>
    <message>
        <source>Jul</source>
        <translation>Jul</translation>
    </message>
    <message>
        <source>Aug</source>
        <translation>Aug</translation>
    </message>
    <message>
        <source>Sep</source>
        <translation>Sep</translation>
    </message>
    <message>
        <source>Oct</source>
        <translation>Okt</translation>
    </message>
    <message>
        <source>Nov</source>
        <translation>Nov</translation>
    </message>
    <message>
        <source>Dec</source>
        <translation>Dez</translation>
    </message>
    <message>
        <source>{first}-{last}</source>
        <translation>{first}-{last}</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>Promotion</source>
        <translation>Beförderungen</translation>
    </message>
    <message>
        <source>Recruitment</source>
        <translation>Rekrutierungen</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>combat</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>promotion</source>
        <translation>Beförderungen</translation>
    </message>
    <message>
        <source>recruitment</source>
        <translation>Rekrutierungen</translation>
    </message>
    <message>
        <source>The turn track (T3, NS-TIME): a game turn is a month, or two in winter; the April turns of 1862, 1863 and 1864 bring the Union&apos;s drafts (NS-DRAFT-2); the game ends after turn {last} at the latest</source>
        <translation>Die Spielrundenleiste (T3, NS-TIME): eine Spielrunde ist ein Monat, im Winter zwei; die April-Spielrunden 1862, 1863 und 1864 bringen das Truppeneinziehen der Union (NS-DRAFT-2); das Spiel endet spätestens nach Spielrunde {last}</translation>
    </message>
    <message>
        <source>Game turn {n}: {months} {year}</source>
        <translation>Spielrunde {n}: {months} {year}</translation>
    </message>
    <message>
        <source>the Union&apos;s draft (NS-DRAFT-2)</source>
        <translation>Truppeneinziehen der Union (NS-DRAFT-2)</translation>
    </message>
    <message>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <source>after the short game&apos;s end (NS-SHORT-1)</source>
        <translation>nach dem Ende des kurzen Spiels (NS-SHORT-1)</translation>
    </message>
</context>
<context>
    <name>TurnTrackPanel</name>
    <message>
        <source>{now} now &amp;nbsp; {draft} April draft (NS-DRAFT-2)</source>
        <translation>{now} jetzt &amp;nbsp; {draft} Truppeneinziehen im April (NS-DRAFT-2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{months}&lt;/b&gt; &amp;nbsp; game turn {n} of {last}</source>
        <translation>&lt;b&gt;{months}&lt;/b&gt; &amp;nbsp; Spielrunde {n} von {last}</translation>
    </message>
    <message>
        <source>April draft: 4 more Union militia infantry may be recruited; {n} on the map at most (NS-DRAFT-2, NS-DRAFT-3)</source>
        <translation>Truppeneinziehen im April: 4 weitere Miliz-Infanterie der Union dürfen rekrutiert werden; höchstens {n} auf dem Spielbrett (NS-DRAFT-2, NS-DRAFT-3)</translation>
    </message>
    <message>
        <source>{chip} {side} player turn: over</source>
        <translation>{chip} Spielzug der {side}: vorbei</translation>
    </message>
    <message>
        <source>{chip} &lt;b&gt;{side} player turn&lt;/b&gt;: {segment} (NS-SEQ-2)</source>
        <translation>{chip} &lt;b&gt;Spielzug der {side}&lt;/b&gt;: {segment} (NS-SEQ-2)</translation>
    </message>
    <message>
        <source>Marches left: &lt;b&gt;{n}&lt;/b&gt; (first turn: 2 marches, no roll, NS-MOVE-2)</source>
        <translation>Märsche übrig: &lt;b&gt;{n}&lt;/b&gt; (erste Spielrunde: 2 Märsche, kein Wurf, NS-MOVE-2)</translation>
    </message>
    <message>
        <source>Roll for the marches (NS-MOVE-1)</source>
        <translation>Für die Märsche würfeln (NS-MOVE-1)</translation>
    </message>
    <message>
        <source>Marches left: &lt;b&gt;{n}&lt;/b&gt; (rolled {roll}, NS-MOVE-1)</source>
        <translation>Märsche übrig: &lt;b&gt;{n}&lt;/b&gt; (gewürfelt {roll}, NS-MOVE-1)</translation>
    </message>
    <message>
        <source>Sea landing possible: a 6 was rolled (NS-SEA-3)</source>
        <translation>Landung zur See möglich: eine 6 wurde gewürfelt (NS-SEA-3)</translation>
    </message>
    <message>
        <source>Roll for the recruits (NS-RECR-1)</source>
        <translation>Für die Rekruten würfeln (NS-RECR-1)</translation>
    </message>
    <message>
        <source>Recruits left: &lt;b&gt;{n}&lt;/b&gt;, of which {can} can be placed ({rule})</source>
        <translation>Rekruten übrig: &lt;b&gt;{n}&lt;/b&gt;, davon aufstellbar: {can} ({rule})</translation>
    </message>
    <message>
        <source>Recruits left: &lt;b&gt;{n}&lt;/b&gt; (NS-RECR-1)</source>
        <translation>Rekruten übrig: &lt;b&gt;{n}&lt;/b&gt; (NS-RECR-1)</translation>
    </message>
    <message>
        <source>Battles in the boxes holding both sides, in the attacker&apos;s order (NS-CBT-2)</source>
        <translation>Schlachten in den Boxen mit Einheiten beider Seiten, in der Reihenfolge des Angreifers (NS-CBT-2)</translation>
    </message>
    <message>
        <source>One unit may be promoted (NS-PROM-3)</source>
        <translation>Eine Einheit darf befördert werden (NS-PROM-3)</translation>
    </message>
</context>
<context>
    <name>UnionOrderBoxes</name>
    <message>
        <source>The Union&apos;s available-orders boxes (R-DISC-1): {boxes}. Now the {part} box: {b} blue, {k} black forced-pass discs.</source>
        <translation>Die Befehlsfelder der Union (R-DISC-1): {boxes}. Jetzt das Befehlsfeld „{part}“: {b} blaue, {k} schwarze Zwangspassenscheiben.</translation>
    </message>
</context>
<context>
    <name>UnitTile</name>
    <message>
        <source>{side} {kind} {id}, combat value {value}</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate the counter&apos;s height; a crossing unit has room below it for the river wave</extracomment>
        <translation>{kind} {id} ({side}), Kampfwert {value}</translation>
    </message>
    <message>
        <source>reduced: a second hit eliminates it (NS-FIRE-3)</source>
        <translation>geschwächt: ein zweiter Treffer vernichtet sie (NS-FIRE-3)</translation>
    </message>
    <message>
        <source>fortified: shots at it are at -1 (NS-MOD-1)</source>
        <translation>befestigt: Schüsse auf sie mit -1 (NS-MOD-1)</translation>
    </message>
    <message>
        <source>crossed a river: the defender fires at it at +1 in rounds 1 and 2 (NS-MOD-3)</source>
        <translation>hat einen Fluss überquert: der Verteidiger feuert auf sie in Kampfrunde 1 und 2 mit +1 (NS-MOD-3)</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>vernichtet</translation>
    </message>
    <message>
        <source>retreated</source>
        <translation>zurückgezogen</translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <source>Checking...</source>
        <extracomment>a problem was clicked the Fix button was pressed for this problem the summary&apos;s words for k warnings a game loads the map with (default: the names&apos; places) area id -&gt; name, for the messages that name other areas (&quot;overlaps area &apos;oak-hill&apos;&quot; reads &quot;&apos;Oak Hill&apos;&quot;)</extracomment>
        <translation>Prüfe...</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schwere</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Element</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>No problems: the map can be played.</source>
        <translation>Keine Probleme: die Karte kann gespielt werden.</translation>
    </message>
    <message>
        <source>box</source>
        <translation>Box</translation>
    </message>
    <message>
        <source>link</source>
        <translation>Linie</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>area</source>
        <translation>Gebiet</translation>
    </message>
    <message>
        <source>{n} error</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>{n} Fehler</translation>
    </message>
    <message>
        <source>{n} errors</source>
        <translation>{n} Fehler</translation>
    </message>
    <message>
        <source>{n} warning</source>
        <translation>{n} Warnung</translation>
    </message>
    <message>
        <source>{n} warnings</source>
        <translation>{n} Warnungen</translation>
    </message>
    <message>
        <source>{a} and {b}</source>
        <translation>{a} und {b}</translation>
    </message>
    <message>
        <source>Fix: {what}</source>
        <extracomment>problem -&gt; what its fix does (for the button), or None: no fix known</extracomment>
        <translation>Beheben: {what}</translation>
    </message>
    <message>
        <source>{what}: a game can&apos;t load the map until it is fixed. Click it to zoom to it.</source>
        <translation>{what}: ein Spiel kann die Karte erst laden, wenn das Problem behoben ist. Das Problem anklicken, um hinzuzoomen.</translation>
    </message>
    <message>
        <source>{what}: a game can&apos;t load the map until all are fixed. Click one to zoom to it.</source>
        <translation>{what}: ein Spiel kann die Karte erst laden, wenn alle behoben sind. Eines anklicken, um hinzuzoomen.</translation>
    </message>
    <message>
        <source>{n} warning about names&apos; places (a game loads the map anyway; Edit &gt; Place name helps).</source>
        <translation>{n} Warnung zu den Plätzen der Namen (ein Spiel lädt die Karte trotzdem; Bearbeiten &gt; Namen platzieren hilft).</translation>
    </message>
    <message>
        <source>{n} warnings about names&apos; places (a game loads the map anyway; Edit &gt; Place name helps).</source>
        <translation>{n} Warnungen zu den Plätzen der Namen (ein Spiel lädt die Karte trotzdem; Bearbeiten &gt; Namen platzieren hilft).</translation>
    </message>
    <message>
        <source>entry box</source>
        <translation>Eintrittsfeld</translation>
    </message>
    <message>
        <source>road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>scenery</source>
        <translation>Landschaft</translation>
    </message>
    <message>
        <source>map</source>
        <translation>Karte</translation>
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
        <translation>Nicht verschoben: {why}</translation>
    </message>
</context>
<context>
    <name>VictoryPanel</name>
    <message>
        <source>Victory areas (R-WIN)</source>
        <extracomment>an area&apos;s name was clicked: mark it on the map a rule id was clicked: open the rules reference there</extracomment>
        <translation>Sieggebiete (R-WIN)</translation>
    </message>
    <message>
        <source>The double star (R-WIN-1, R-WIN-2); click to mark it on the map</source>
        <translation>Der Doppelstern (R-WIN-1, R-WIN-2); klicken, um ihn auf dem Spielplan zu markieren</translation>
    </message>
    <message>
        <source>A victory area (R-WIN-1); click to mark it on the map</source>
        <translation>Ein Sieggebiet (R-WIN-1); klicken, um es auf dem Spielplan zu markieren</translation>
    </message>
    <message>
        <source>contested</source>
        <translation>umkämpft</translation>
    </message>
    <message>
        <source>Both sides&apos; units are in it: nobody controls it (R-WIN-4)</source>
        <translation>Einheiten beider Seiten stehen darin: niemand kontrolliert es (R-WIN-4)</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>No unit is in it: nobody controls it (R-WIN-4)</source>
        <translation>Keine Einheit steht darin: niemand kontrolliert es (R-WIN-4)</translation>
    </message>
    <message>
        <source>Held by the {side} side: only its units are in it (R-WIN-4)</source>
        <translation>Gehalten von der Seite {side}: nur ihre Einheiten stehen darin (R-WIN-4)</translation>
    </message>
    <message>
        <source>The Confederates hold {n} victory areas: if they still do at the end of this period, they win (R-WIN-1).</source>
        <translation>Die Konföderation hält {n} Sieggebiete: hält sie sie am Ende dieses Tagesabschnitts noch, gewinnt sie (R-WIN-1).</translation>
    </message>
    <message>
        <source>The Confederates hold 1 victory area: one more at the end of a period wins (R-WIN-1).</source>
        <translation>Die Konföderation hält 1 Sieggebiet: mit einem weiteren am Ende eines Tagesabschnitts gewinnt sie (R-WIN-1).</translation>
    </message>
    <message>
        <source>The Confederates hold no victory area: two at the end of a period win (R-WIN-1).</source>
        <translation>Die Konföderation hält kein Sieggebiet: mit zweien am Ende eines Tagesabschnitts gewinnt sie (R-WIN-1).</translation>
    </message>
    <message>
        <source>They hold the double star: if they still do at the end of this afternoon, they win (R-WIN-2).</source>
        <translation>Sie hält den Doppelstern: hält sie ihn am Ende dieses Nachmittags noch, gewinnt sie (R-WIN-2).</translation>
    </message>
    <message>
        <source>They hold the double star: if they still do at the end of {period}, they win (R-WIN-2).</source>
        <translation>Sie hält den Doppelstern: hält sie ihn am Ende von {period} noch, gewinnt sie (R-WIN-2).</translation>
    </message>
    <message>
        <source>The double star alone wins at the end of an afternoon; the next is {period} (R-WIN-2).</source>
        <translation>Der Doppelstern allein bringt am Ende eines Nachmittags den Sieg; der nächste ist {period} (R-WIN-2).</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <source>Welcome to Gettysburg Desktop</source>
        <extracomment>the player asked for the rules reference of a game (its id)</extracomment>
        <translation>Willkommen bei Gettysburg Desktop</translation>
    </message>
    <message>
        <source>Gettysburg, 1-3 July 1863</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation>Gettysburg, 1.-3. Juli 1863</translation>
    </message>
    <message>
        <source>Two players at one computer: the Confederate player attacks, the Union player holds the hills south of the town. The Confederates win if they hold two victory areas (★) at the end of any period, or Little Round Top and Round Top (★★) at the end of an afternoon; otherwise the Union wins after the afternoon of 3 July.</source>
        <translation>Zwei Spieler an einem Computer: der Konföderationsspieler greift an, der Unionsspieler hält die Hügel südlich der Stadt. Die Konföderation gewinnt, wenn sie am Ende eines beliebigen Tagesabschnitts zwei Sieggebiete (★) hält oder am Ende eines Nachmittags Little Round Top und Round Top (★★); sonst gewinnt die Union nach dem Nachmittag des 3. Juli.</translation>
    </message>
    <message>
        <source>Or play alone against the computer (Game &gt; New game: Computer for one side): no curtain and no hand-over; its decisions show one by one on the map and in the log, and Suggest (Ctrl+H) shows what it would do in your place.</source>
        <translation>Oder spiele allein gegen den Computer (Spiel &gt; Neues Spiel: Computer für eine Seite): kein Vorhang und keine Übergabe; seine Entscheidungen erscheinen eine nach der anderen auf der Karte und im Protokoll, und Vorschlagen (Strg+H) zeigt, was er an deiner Stelle tun würde.</translation>
    </message>
    <message>
        <source>Read the rules</source>
        <extracomment>one tab for each game with a page (the ids in the tabs&apos; order)</extracomment>
        <translation>Die Regeln lesen</translation>
    </message>
    <message>
        <source>Don&apos;t show this page again at start</source>
        <translation>Diese Seite beim Start nicht mehr zeigen</translation>
    </message>
    <message>
        <source>Help &gt; How to play shows it whenever you want</source>
        <translation>Hilfe &gt; So wird gespielt zeigt sie jederzeit</translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation>Losspielen</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Zurück zum Spiel</translation>
    </message>
    <message>
        <source>&lt;h3&gt;How a turn goes&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;The bar above the map says who decides and what.&lt;/b&gt; What you can click glows green, except the areas a command block may go to: at the start of a period that is almost every area, so they stay plain, and you click the one you want. A click on anything else says why not in a bubble beside the pointer, with the rule (a link to it).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Place a command block&lt;/b&gt; (click an area without enemy units, then its value), &lt;b&gt;remove one&lt;/b&gt;, or &lt;b&gt;issue an order&lt;/b&gt; from one of your blocks: move the units of that area or a neighbour, fire artillery, entrench, reorganize, reinforce, or pass.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Move&lt;/b&gt;: click a unit, then where it goes. Moving into the enemy is an assault, fought when you end the move; the dice and what they meant show at the right.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Confirm&lt;/b&gt;: a click that would roll dice, end your turn or take a block off the map only offers it; click the same thing again or press Enter to take it, Esc to step back.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Hand over&lt;/b&gt;: after a roll, look at the dice and the board, then press &lt;i&gt;Hand over&lt;/i&gt;. When the other side must decide, a curtain hides the board; the other player clicks it when ready; your block values stay hidden.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Esc or a right-click steps back; Ctrl+Z takes an action back until dice are rolled or the other player has decided. Click a line of the log to see where it happened. The game is saved after every action. The rules, in the program&apos;s own words, are under Help (F1).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;So läuft ein Zug&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Die Leiste über der Karte sagt, wer was entscheidet.&lt;/b&gt; Was du anklicken kannst, leuchtet grün, außer den Gebieten, in die ein Befehlsmarker kommen kann: zu Beginn eines Tagesabschnitts ist das fast jedes Gebiet, daher bleiben sie unmarkiert, und du klickst das gewünschte an. Ein Klick auf etwas anderes sagt in einer Sprechblase neben dem Mauszeiger, warum nicht, mit der Regel (ein Link dorthin).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Einen Befehlsmarker legen&lt;/b&gt; (ein Gebiet ohne feindliche Einheiten anklicken, dann seinen Wert), &lt;b&gt;einen entfernen&lt;/b&gt; oder über einen deiner Befehlsmarker &lt;b&gt;einen Befehl erteilen&lt;/b&gt;: die Einheiten dieses oder eines benachbarten Gebiets bewegen, mit Artillerie feuern, eingraben, neu organisieren, verstärken oder passen.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Bewegen&lt;/b&gt;: eine Einheit anklicken, dann ihr Ziel. Ein Zug in ein Gebiet mit Feinden ist ein Angriff, ausgetragen, wenn du die Bewegung beendest; die Würfel und ihre Bedeutung stehen rechts.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Bestätigen&lt;/b&gt;: ein Klick, der würfeln, deinen Zug beenden oder einen Befehlsmarker vom Spielplan nehmen würde, bietet das nur an; klicke noch einmal auf dasselbe oder drücke Enter, um es auszuführen, Esc für zurück.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Übergeben&lt;/b&gt;: nach einem Wurf die Würfel und den Spielplan ansehen, dann &lt;i&gt;Übergeben&lt;/i&gt; drücken. Wenn die andere Seite entscheiden muss, verdeckt ein Vorhang den Spielplan; der andere Spieler klickt darauf, wenn er bereit ist; die Werte deiner Befehlsmarker bleiben verdeckt.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Esc oder ein Rechtsklick geht einen Schritt zurück; Strg+Z nimmt eine Aktion zurück, bis gewürfelt wurde oder der andere Spieler entschieden hat. Eine Zeile des Protokolls anklicken zeigt, wo es geschah. Das Spiel wird nach jeder Aktion gespeichert. Die Regeln in den eigenen Worten des Programms stehen unter Hilfe (F1).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Reading the board&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Den Spielplan lesen&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>left: {csa}, right: {usa}</source>
        <translation>links: {csa}, rechts: {usa}</translation>
    </message>
    <message>
        <source>damage cubes a unit carries (6 eliminate infantry)</source>
        <translation>Schadensmarker einer Einheit (6 eliminieren Infanterie)</translation>
    </message>
    <message>
        <source>a command block and its value (the opponent&apos;s show no value)</source>
        <translation>ein Befehlsmarker und sein Wert (die des Gegners zeigen keinen Wert)</translation>
    </message>
    <message>
        <source>disruption marker</source>
        <translation>Unterbrechungsmarker</translation>
    </message>
    <message>
        <source>artillery-fire marker: its guns may be fired at</source>
        <translation>Artilleriefeuermarker: auf seine Geschütze darf gefeuert werden</translation>
    </message>
    <message>
        <source>▲ hill and ◠ ridge: artillery reaches further from them and they block its sight; defenders hold better there. ★ victory area.</source>
        <translation>▲ Hügel und ◠ Bergrücken: Artillerie reicht von dort weiter, und sie unterbrechen ihre Sichtlinie; Verteidiger halten sich dort besser. ★ Sieggebiet.</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>infantry</source>
        <translation>normale Infanterie</translation>
    </message>
    <message>
        <source>elite infantry</source>
        <translation>Elite-Infanterie</translation>
    </message>
    <message>
        <source>inferior infantry</source>
        <translation>schwache Infanterie</translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation>Kavallerie</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>offenes Gelände</translation>
    </message>
    <message>
        <source>hill</source>
        <translation>Hügel</translation>
    </message>
    <message>
        <source>ridge</source>
        <translation>Bergrücken</translation>
    </message>
    <message>
        <source>town</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>{side} {kind}</source>
        <translation>{kind} ({side})</translation>
    </message>
    <message>
        <source>regular</source>
        <translation>normale Infanterie</translation>
    </message>
    <message>
        <source>elite</source>
        <translation>Elite-Infanterie</translation>
    </message>
    <message>
        <source>inferior</source>
        <translation>schwache Infanterie</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>{side} victory</source>
        <translation>Sieg: {side}</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <source>{file} is a new map: draw it, then File &gt; Save writes it there</source>
        <translation>{file} ist eine neue Karte: zeichne sie, dann schreibt Datei &gt; Speichern sie dorthin</translation>
    </message>
</context>
</TS>
