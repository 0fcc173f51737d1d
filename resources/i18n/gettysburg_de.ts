<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name></name>
    <message>
        <source>{unit} will fire at the infantry in {area}</source>
        <extracomment>what a long-range fire is declared at, and the die rolled for it (R-ART-4, R-ART-5)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} will fire at the artillery in {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>long-range fire at the infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>long-range fire at the artillery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to be used again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no artillery-fire marker is left: choose one to take from the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declare more long-range fire for artillery around {area} (at most two areas), or roll for the {n} declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declare long-range fire for artillery around {area} (at most two areas)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an artillery-fire marker is placed in {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged artillery hit again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>long-range fire hits your artillery in {area}: choose the unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defending artillery fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defending fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attacker morale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attacking fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defender morale (column {column})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose the next assault to resolve: {areas}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its infantry retreated</source>
        <extracomment>R-ASLT-9 [ruling]: how the defending infantry and cavalry left R-RET-2 [ruling]: the areas the attackers entered from</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every unit beside it was eliminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>artillery alone cannot hold the area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the attack on {area} is repulsed after two rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the second round is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} assaults {area} with {units} (flank attack)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} assaults {area} with {units} against entrenchments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} assaults {area} with {units}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attacker morale E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attacker morale R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defender morale E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defender morale R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} counter-attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} takes {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as the attacker takes the area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the attacker takes the area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no unit remains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the assault on {area} goes on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the turn</source>
        <extracomment>the unit the action names the units a click on which means this action: ``unit`` and those the rules can&apos;t tell from it; for a colour, the units of that colour there where the moving thing starts: a unit&apos;s place, a cube&apos;s area, a marker&apos;s old border the place a click on the board picks (a destination, a block&apos;s place, an assault&apos;s area ...) the second place of a double order (the first is ``place``) every place the action names, in order (a two-area retreat: the area passed through, then the final one) (area, neighbour) of the border an action crosses or an entrenchment marker faces</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll for the declared fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the artillery where it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass (the disc stays on the block)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forced pass: set a black disc aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight the assaults now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artillery fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concede the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the command block of value {value} in {place}</source>
        <extracomment>the labels of choices by verb (describe), each a said() template</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove your command block from {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issue an order from the block in {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double order: discs on the blocks in {place} and {second}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} enters {area} from {box}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the units in {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} moves to {dest}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} moves to {dest}, carrying {n} cube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} moves to {dest}, carrying {n} cubes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} fires at the infantry in {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} fires at the artillery in {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move a {colour} cube from {origin} to {dest}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reorganize {place}: remove its disruption marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the artillery-fire marker in {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the artillery-fire marker from {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight the assault in {place} next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entrench in {area} facing {border}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn an entrenchment in {area} from {old} to face {new}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the marker in {area} facing {border}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} retreats to {dest}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} retreats through {via} to {dest}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} retreats damaged (on its side) to {dest}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} retreats damaged (on its side) through {via} to {dest}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} withdraws undamaged to {dest}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} withdraws undamaged through {via} to {dest}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} takes the cube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} retreats instead of taking the cube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} falls back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} takes the hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A {colour} cube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{button}: the assaults are fought (dice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>places a command block of value {value} in {place}</source>
        <extracomment>an action in the log&apos;s words, by verb: {0}, {1}, {2} are its words as players read them (names for ids); the state is not needed, so a replayed or loaded game reads the same (``spoken``)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removes its command block from {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>issues an order from the block in {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>issues a double order from the blocks in {place} and {second}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes a forced pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brings {unit} out of its entry box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ends the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>concedes the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orders the units in {place} to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moves {unit} to {dest}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moves {unit} to {dest}, carrying {n} cube(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ends the move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fights the assaults now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orders artillery fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declares {unit} firing at the {aim} in {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rolls for the declared fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moves a {colour} cube from {origin} to {dest}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reorganizes {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entrenches in {area} facing {border}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turns an entrenchment in {area} from {old} to face {new}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removes the artillery-fire marker in {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fights the assault in {place} next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gives the cube to {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes the hit as a {colour} cube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has {unit} retreat instead of taking the cube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retreats {unit} to {dest}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retreats {unit} through {via} to {dest}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>withdraws {unit} to {dest} undamaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>withdraws {unit} through {via} to {dest} undamaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keeps the artillery where it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has {unit} fall back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gives the hit to {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chooses a {colour} cube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes the artillery-fire marker from {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removes the marker in {area} facing {border}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>infantry</source>
        <extracomment>how the aim of long-range fire reads in the log</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>artillery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>places a command block in {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side}: {question} ({rule})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} cannot go to {place}: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} cannot go to {place} now. {asked}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} is a {side} unit, and the {deciding} side decides now. {asked}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} has nothing to do now. {asked}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to do with the border of {area} and {other} now. {asked}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to do in {place} now. {asked}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cube supply is exhausted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no {colour} cube is left: {unit} is removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} takes a cube ({n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} cubes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} retreats instead of taking a cube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cavalry evades a cube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} cube(s) hit your units in {area}: choose the unit that takes the next one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assign the {colour} cubes already in {area} to your defending units ({n} left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cavalry evades the cube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>long-range fire hits your units in {area}: choose the colour of the cube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a cube is placed in {area}: choose its colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no effect</source>
        <extracomment>How a table result reads in the log.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 cube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M (morale check)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D (disruption)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R (retreat)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E (eliminated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C (counter-attack)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} moves from {origin} to {dest}</source>
        <extracomment>a unit&apos;s move in words, by the event&apos;s kind and whether it passed through an area</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} enters from {origin} to {dest}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} arrives to {dest}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} retreats from {origin} to {dest}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} retreats from {origin} through {via} to {dest}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} withdraws from {origin} to {dest}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} withdraws from {origin} through {via} to {dest}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} is set up in {dest}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing has been done yet</source>
        <extracomment>why undo is not possible (Game.undo_reason)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undo is off in this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a die was rolled: rolls are never taken back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as artillery leaves</source>
        <extracomment>reasons given by more than one rule</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no unit of their colour is left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: {side} victory. {why}</source>
        <extracomment>the state to replay from if an action fails half-way (see ``apply``) every area and entry box, and the place-block actions for them verb -&gt; place -&gt; action, for the verbs whose one word is a place verbs whose legal actions name one unit per class of units the rules can&apos;t tell apart (damage.representatives)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side}: {question}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {side} decisions are done: the {other} side is deciding now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Confederate player conceded (R-WIN-3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Confederates concede: the Union wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to undo yet: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{purpose} in {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit}: {purpose}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{purpose}: rolled {face}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{roll}: {result}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the entrenchment marker in {area} facing {border} is removed as {unit} arrives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all entrenchment markers in {area} are removed: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the artillery-fire marker in {area} is removed {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the artillery-fire marker in {area} is removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disruption marker in {area} is removed {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disruption marker in {area} is removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} is eliminated in {place}: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} is eliminated in {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {n} cubes of {unit} lie loose in {place} again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} cubes in {place} assigned to {unit}, now holding {held}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} takes {n} cubes along from {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no {colour} cube is left: {unit} is removed with {n} cubes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {colour} cube is placed in {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {colour} cube moves from {origin} to {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} takes {n} cubes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} {colour} cubes in {place} go back to the supply: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} {colour} cubes in {place} go back to the supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no disruption marker is left for {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a disruption marker is placed in {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {side} command block in {place} is removed with {n} disc and set aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {side} command block in {place} (value {value}) is removed with {n} disc and set aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {side} command block in {place} is removed with {n} discs and set aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {side} command block in {place} (value {value}) is removed with {n} discs and set aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} places a command block in {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} places a command block of value {value} in {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side}&apos;s {n} set-aside command blocks are available again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side}&apos;s {n} set-aside command blocks are available again ({values})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{area} holds more than four units: first move one of them on (R-MOVE-5)</source>
        <extracomment>R-ORD-2: areas the second order of a double order can reach (None: no over-stacking) R-ORD-2: the over-stacked area this (second) order must bring back within the limit R-MOVE-5 [ruling]: the full area a unit just passed into; the next move relieves it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} has moved already: infantry and artillery move one area, cavalry two (R-MOVE-1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} waits for its assault in {area} (R-MOVE-8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} is not in {area}, the area ordered (R-ORD-1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{dest} does not share a border with {area}: units move from area to area across a shared border, never across a corner (R-MOVE-1, R-MOVE-3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{area} is disrupted: at least one infantry or cavalry unit must stay behind (R-MOVE-7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the units staying in {area} could not hold its cubes if {unit} left (R-MOVE-6, R-DMG-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no unit enters an area holding enemy units at night (R-TIME-4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>artillery never enters an area holding enemy units (R-MOVE-4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four units have crossed from {area} into {dest} in this order already, the most a road allows (R-MOVE-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two units have crossed from {area} into {dest} in this order already, the most across a border into an enemy-held area (R-MOVE-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two units have crossed from {area} into {dest} in this order already, the most across a border with no road (R-MOVE-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{dest} holds four {side} units already, and none of this order could move on out of it (R-MOVE-5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} can&apos;t move into {dest} now (R-MOVE, R-ORD-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{area} holds more than four units: move one of them on (R-MOVE-5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move units out of {area} (cavalry up to two areas), then end the move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} orders the units in {area} to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} orders artillery fire from around {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} reorganizes {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} orders the artillery-fire marker in {area} removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} entrenches in {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an entrenchment marker is placed in {area} facing {border}: the entrenchment is complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} moves an entrenchment in {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an entrenchment marker in {area} is moved from facing {old} to facing {new}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} reinforces {dest} from {origin}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>order (order {i} of 2): move more units into the pending assault(s), or fight them now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>order: move more units into the pending assault(s), or fight them now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose the order for the disc in {place} (order {i} of 2): it goes to the units of that area or an adjacent one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose the order for the disc in {place}: it goes to the units of that area or an adjacent one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} arrives in {area}: choose the entrenchment marker it removes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 July morning</source>
        <extracomment>R-TIME-1: the game ends at the latest after the afternoon of 3 July. the periods&apos; names in the engine&apos;s texts (translatable; the same English words)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 July midday</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 July afternoon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 July night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 July morning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 July midday</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 July afternoon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 July night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 July morning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 July midday</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 July afternoon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>morning</source>
        <extracomment>the parts of the day in the engine&apos;s texts</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>midday</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>afternoon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confederate</source>
        <extracomment>Units that carry cubes, fire in steps 2 and 4 and check morale. R-DMG-2 / R-DMG-3: cubes a unit may hold; one more eliminates it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Union</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confederate regular</source>
        <extracomment>the cube colours as players say them (translated as a whole: the words for &quot;Confederate&quot; and &quot;regular&quot; go together differently in each language)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confederate elite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Union regular</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Union elite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Union inferior</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Union cavalry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>already damaged artillery must retreat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} is damaged as it retreats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with {unit}: {area} has one already, so a cube instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} takes the disruption marker from {origin} to {dest}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no legal retreat: no unit goes back into an entry box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no legal retreat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} must retreat from {area}: {why}; choose where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} must retreat from {area}; choose where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>withdraw artillery from {area} without damage, or keep it there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>artillery in {area} may ride off with the cavalry to {dest} without damage, or stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its cavalry rode off and it has no retreat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} is left without infantry in {area}: ride off undamaged with the cavalry (withdraw), or retreat damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counter-attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counter-attack in {area}: choose the attacking unit that falls back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{period} begins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the period goes on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Union fills its {part} box: {blue} blue, {black} forced-pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Confederates hold {single} single and {double} double-order discs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all artillery-fire markers are removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all disruption markers are removed at the end of the afternoon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Confederates have not won by the end of the afternoon of 3 July (R-WIN-3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Union wins: the afternoon of 3 July is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fight the assaults your free moves began, or issue a move order whose units join them (R-MOVE-8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take your action: place a command block, remove one, or issue an order (free moves out of entry boxes at any time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move more units out of entry boxes, or end your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} reinforcement road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Union sets a forced-pass disc aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} places a disc from the single box on the block in {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} places a disc from the double box on the block in {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} places a disc from the blue box on the block in {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attackers that came out of an entry box and must fall back return to that box instead of being eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end of {period}: the Confederates control {n} victory area ({names})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end of {period}: the Confederates control {n} victory areas ({names})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end of {period} the Confederates control {n} victory areas: {names} (R-WIN-1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Confederates win: they control {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end of {period} the Confederates control {area}, the double star (R-WIN-2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Resume the game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game was interrupted: {scenario}, {period}, after {n} actions. Resume it?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AreasTable</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Borders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roads</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BackgroundDialog</name>
    <message>
        <source>Background image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit the image to the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top-left corner at x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top-left corner at y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board units per image pixel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No background</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp *.gif *.tif *.tiff)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BattlePanel</name>
    <message>
        <source>Morning</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Midday</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Afternoon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Union orders (R-DISC-1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confederate orders (R-DISC-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command blocks off the map (R-BLK)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supply and losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{period}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the {part} box: {b} blue, {k} black; forced passes taken this period: {u}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single-order box: {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-order box: {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discs in supply: {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side}: available {a}; set aside {s}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side}: {a} available, {s} set aside (values hidden)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cubes in supply (of {total}): {cubes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markers left: disruption {d} of {dn}, entrenchment {e} of {en}, artillery fire {f} of {fn}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units eliminated: Confederate {c}, Union {u}. Still to arrive: Confederate {cc}, Union {uc} (R-REIN-1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BlockRow</name>
    <message>
        <source>{a} available, {s} set aside; their values are hidden from you (R-ACT-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>available: {a}; set aside until the last available block is placed: {s} (R-BLK-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all on the map</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>artillery in {a}: range {r} (R-ART-2)</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate what never changes (terrain, scenery, roads, names, symbols) lives in a scene of its own, drawn as this scene&apos;s background: the view caches it (CacheBackground), so a move repaints the pieces, not the map</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{t}: in range ({d}) and in sight (R-ART-3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{t}: in range, out of sight: blocked by {b} (R-ART-3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>Where the {side} player acted since your last decision is outlined on the map; the log tells it.</source>
        <extracomment>the position, the prompt, the offered choices or the selection changed the events of an action just applied (or re-applied), for the log and the dice a one-line message for the status bar (why a click means nothing, ...) the curtain must fall: the side to hand over to (None: lift it) an action was applied, undone or redone (the window autosaves)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click: {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click: {first}, or {n} more choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit}: range {r}, {n} areas in sight (R-ART-2, R-ART-3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit}: choose where (highlighted), or Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No double order with {place}: choose a highlighted block, or Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double order: a disc on the block in {place}, then choose the second block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double order: now click the block that takes the second disc (it may be the same one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a replay: step through it with the replay buttons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand the game over first: the {side} player clicks the curtain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one of the offered actions above the map, or Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what}: dice will be rolled, so this can&apos;t be taken back. Click it again or press Enter to confirm, Esc to step back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to undo: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand the game over first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone: {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CrashGuard</name>
    <message>
        <source>The report was written to {path}.</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate the log file&apos;s size before it rotates, and how many old ones are kept crash reports kept in the data folder (the oldest go first) a report was written: its path (the dialog follows from the event loop)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No report could be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program met an error it did not expect. Your game is safe: it is saved after every action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The error keeps coming back: quit, and start the program again to resume the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue from the last good state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>The other player&apos;s command-block values stay hidden (R-ACT-2).</source>
        <extracomment>the next player is ready the player who just handed over takes the last action back (the other has seen nothing)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} player: take your last action back (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} player: click when ready</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <source>No dice rolled yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last roll: {n} {dice}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EditorTools</name>
    <message>
        <source>Select: click an item; drag a vertex, a border, an entry box or a name; double-click a border to add a vertex; Delete removes the vertex or the item</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add area: click the corners; click the first one to close, or Enter to fill up to the borders; Backspace removes the last point, Escape cancels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added &apos;{name}&apos;; Tab takes the region on the other side of the line; name it in Properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added &apos;{name}&apos;: name it in Properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw free edge: start on a border, click the corners in the open, end on a border (the area fills what the line closes off; Tab takes the other side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the free edge on a border (an area&apos;s or the board&apos;s edge)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split: click a line across an area from border to border</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The line crosses no area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Railroad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>River</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Woods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what}: click the outline; click the first point or press Enter to close it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what}: click the points; Enter, a double click or a right click ends the line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge: click the area to keep, then the neighbour to join into it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge: now click the neighbour to join into &apos;{name}&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add entry box: click at or off the board&apos;s edge; it links to the nearest area (change it in Properties)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw an area first: an entry box links to one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry box</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <source>zoom {z:.0%}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The background image {path} can&apos;t be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;the map as opened&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules&apos; view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select / edit vertices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw free edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge areas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add entry box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Railroad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>River</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Woods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Background...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snap to the neighbours&apos; vertices and borders (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play-test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a game on this map (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New blank map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New from the &amp;1863 map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open map...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close the editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete the selection (Del)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move or scale everything...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map &amp;properties (select nothing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit the board to the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snapping &amp;distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>snap on ({px:g} px)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>snap off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x {x:.1f}  y {y:.1f}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsaved map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map {name} has changes that are not saved. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A copy of the 1863 map: Save as... gives it a file of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maps (*.yaml *.yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map can&apos;t be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maps (*.yaml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
... and {n} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a map with problems?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map has {n} problem(s), {e} of them error(s); a game can&apos;t load it until they are fixed:

{listed}{more}

Save it anyway, to go on later?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map can&apos;t be saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map can&apos;t be played yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game can&apos;t load a map with problems; fix these first:

{listed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 1863 scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sandbox (every piece in its side&apos;s entry boxes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play-test started with {what}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndBanner</name>
    <message>
        <source>Replay this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} victory</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>    The armies are set up: {n} units on the map and in entry boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter the log (a word, a rule id such as R-ASLT, &apos;roll&apos;)</source>
        <extracomment>log entries written per turn of the event loop (a frame stays short) places to show on the map for the clicked line</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>zoom {z:.0%}</source>
        <extracomment>Tools &gt; Map editor: ``open_map_editor(window)``, set by the composition root (app.py); ui/ knows nothing of the editor (it sits a layer above)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed {s}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scripted dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;play a saved game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Concede the battle (Confederates)...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit the board to the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Show everything (solo study; no hand-over curtain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Map editor...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Gettysburg Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario can&apos;t be played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game records (*.yaml *.yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game can&apos;t be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game can&apos;t be replayed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game records (*.yaml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game can&apos;t be saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saved to {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosave failed: {e}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>autosaved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game goes on from its last good state, after {n} actions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concede the battle?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Confederate player gives up: the Union wins (R-WIN-3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsaved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gettysburg Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} victory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Gettysburg Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gettysburg Desktop: Martin Wallace&apos;s Gettysburg (Treefrog, 2010) with every rule enforced. The board is the program&apos;s own map of the 1863 battlefield.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>border of {a} and {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, victory area (R-WIN-1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, the double star (R-WIN-1, R-WIN-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: entry box of {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loose cubes {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entrenched facing {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>artillery-fire marker</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Gettysburg, 1-3 July 1863 (the battle)</source>
        <extracomment>built-in scenarios in words (marked for translation; translated where shown)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crossroads (a small test battlefield)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From a file...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice follow from the seed: the same seed and the same decisions give the same game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show everything (solo study: both sides&apos; command blocks, no hand-over curtain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players at one computer: the curtain hands the game over whenever the other side decides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A scenario file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario files (*.yaml *.yml)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PeriodTrack</name>
    <message>
        <source>Days and periods (R-TIME-1): the game ends after the afternoon of 3 July at the latest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} July</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pieces</name>
    <message>
        <source>{n} cube</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} cubes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} {kind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loose cubes (R-DMG-1): {cubes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} disc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} discs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} command block of value {v}, {discs} (R-BLK, R-ORD-1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} command block, {discs}; its value is hidden (R-ACT-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disruption marker (R-DISR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>artillery-fire marker (R-ART-6)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PromptBar</name>
    <message>
        <source>Undo</source>
        <extracomment>a rule id was clicked: open the rules reference there the game is over: the players want to see it again, or a new one</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {side} player takes over: click the curtain when ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} victory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the last action (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo is not possible: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply again the action last taken back (Ctrl+Shift+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm: {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice will be rolled: this can&apos;t be taken back (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PropertiesPanel</name>
    <message>
        <source>Background image...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one star (victory area)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>double star</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name placed automatically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name at x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name at y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>either (no side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Road&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Linked area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>railroad (counts as a road, R-MOVE-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Road: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenery: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>river</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>woods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map (nothing selected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} areas, {b} entry boxes, {r} roads, {s} scenery items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry box: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(missing area {id})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>&lt;b&gt;Replay&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One action back (Alt+Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One action forward (Alt+Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the replay and play on from this step (the later actions are dropped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>action {k} of {n} ({period}): {what}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesOverlay</name>
    <message>
        <source>{a}: shares a border</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a}: meets at a point only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a road crosses this border (R-MOVE-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{t}: in range ({d}) and in sight (R-ART-3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{t}: in range, out of sight (R-ART-3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesPanel</name>
    <message>
        <source>Select an area to see what the rules make of it.</source>
        <extracomment>an area was chosen in the table the overlay options changed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neighbours on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artillery reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neighbours by border, by a point only, and borders a road crosses; click a row to select the area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All areas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shares a border with ({n}): {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meets at a point only ({n}): {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A road crosses its border with: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artillery: range {r} (R-ART-2); in sight ({n}): {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In range but out of sight (R-ART-3): {names}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <source>Gettysburg: rules reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a word or a rule id, e.g. R-MOVE-5; Enter for the next match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rule} is not in the rules text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rule}: {line}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not in the rules text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TransformDialog</name>
    <message>
        <source>Move or scale everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>then move right by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and down by</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnionOrderBoxes</name>
    <message>
        <source>The Union&apos;s available-orders boxes (R-DISC-1): {boxes}. Now the {part} box: {b} blue, {k} black forced-pass discs.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ValidationPanel</name>
    <message>
        <source>Checking...</source>
        <extracomment>a problem was clicked</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems: the map can be played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} problem(s), {e} error(s): a game can&apos;t load the map until all are fixed. Click one to zoom to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>map</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <source>Welcome to Gettysburg Desktop</source>
        <extracomment>the player asked for the rules reference</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gettysburg, 1-3 July 1863</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players at one computer: the Confederate player attacks, the Union player holds the hills south of the town. The Confederates win if they hold two victory areas (★) at the end of any period, or Little Round Top and Round Top (★★) at the end of an afternoon; otherwise the Union wins after the afternoon of 3 July.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this page when the program starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;How a turn goes&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;The bar above the map says who decides and what.&lt;/b&gt; What you can click glows green; a click on anything else says in the status bar why not, with the rule (a link to it).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Place a command block&lt;/b&gt; (click an area, then its value), &lt;b&gt;remove one&lt;/b&gt;, or &lt;b&gt;issue an order&lt;/b&gt; from one of your blocks: move the units of that area or a neighbour, fire artillery, entrench, reorganize, reinforce, or pass.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Move&lt;/b&gt;: click a unit, then where it goes. Moving into the enemy is an assault, fought when you end the move; the dice and what they meant show at the right.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Hand over&lt;/b&gt;: when the other side must decide, a curtain hides the board. The other player clicks it when ready; your block values stay hidden.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Esc or a right-click steps back; Ctrl+Z takes an action back until dice are rolled or the other player has decided. The game is saved after every action. The rules, in the program&apos;s own words, are under Help (F1).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Reading the board&lt;/h3&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left: {csa}, right: {usa}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damage cubes a unit carries (6 eliminate infantry)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a command block and its value (the opponent&apos;s show no value)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disruption marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>artillery-fire marker: its guns may be fired at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▲ hill and ◠ ridge: artillery reaches further from them and they block its sight; defenders hold better there. ★ victory area.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Confederate</source>
        <extracomment>Qt&apos;s translate, by a name tools/translations.py tells pyside6-lupdate</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Union</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elite infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inferior infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>artillery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ridge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>town</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} {kind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>regular</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inferior</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
