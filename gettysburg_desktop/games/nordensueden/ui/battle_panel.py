"""The battle under way in Norden & Süden, beside the map (NS-CBT, NS-FIRE,
NS-MOD, NS-REINF, NS-RET): the two armies lined up facing each other as
the rulebook lays them out beside the board (NS-CBT-3), each unit a
counter (its side's colour, its code and combat value, the value red when
reduced, NS-COMP-2; a fort when fortified, NS-MOD-1; a blue wave when it
crossed a river, NS-MOD-3; struck through when eliminated, faded when it
retreated); the round and whose step it is; this step's declared targets
with the number each shot needs (T5); the last volley's dice, hit or miss;
and the journal of the battle round by round. A click on a counter emits
``unit_clicked(unit_id)``; the counters the current decision can click
glow (``set_clickable``). Everything comes from the ruleset's view
(``view["battle"]``, games/nordensueden/rules/battle.py's battle_view)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from gettysburg_desktop.display import palette as P
from gettysburg_desktop.display.die_face import DieFace
from gettysburg_desktop.display.flow_layout import FlowLayout
from gettysburg_desktop.display.translate import shown

from ..rules.pieces import UnitKind
from .box_map_items import bastion_path
from .counters import EDGE, FILL, MARK, REDUCED_FILL, REDUCED_VALUE
from .turn_track import side_title

#: Qt's translate, by a name tools/translations.py tells pyside6-lupdate
_t = QCoreApplication.translate

RIVER_BLUE = P.RIVER


def default_name(box: str) -> str:
    return box.replace("-", " ").title()


def kind_words(code: str) -> str:
    return shown(UnitKind.of_code(code).words)


class UnitTile(QWidget):
    """One unit of a battle as a counter (see the module)."""

    W = 46
    #: the counter's height; a crossing unit has room below it for the river wave
    SIDE = 46
    WAVE = 14

    clicked = Signal(str)

    def __init__(self, side: str, unit: dict, parent=None) -> None:
        super().__init__(parent)
        self.side = side
        self.unit = unit
        self.unit_id = unit["id"]
        self.glow = False
        self.next_firer = False
        self.shots_at = 0
        self.setObjectName(f"UnitTile-{self.unit_id}")
        self.setFixedSize(self.W, self.SIDE + (self.WAVE if unit.get("crossing") else 0))
        self.setAccessibleName(self.unit_id)
        self.setToolTip(self.words())

    def words(self) -> str:
        u = self.unit
        parts = [
            self.tr("{side} {kind} {id}, combat value {value}").format(
                side=side_title(self.side), kind=kind_words(u["code"]), id=u["id"], value=u["value"]
            )
        ]
        if u["reduced"]:
            parts.append(self.tr("reduced: a second hit eliminates it (NS-FIRE-3)"))
        if u.get("fortified"):
            parts.append(self.tr("fortified: shots at it are at -1 (NS-MOD-1)"))
        if u.get("crossing"):
            parts.append(self.tr("crossed a river: the defender fires at it at +1 in rounds 1 and 2 (NS-MOD-3)"))
        if u.get("eliminated"):
            parts.append(self.tr("eliminated"))
        elif u.get("retreated"):
            parts.append(self.tr("retreated"))
        return "; ".join(parts)

    def set_glow(self, on: bool) -> None:
        if on != self.glow:
            self.glow = on
            self.update()

    @property
    def out(self) -> bool:
        """No longer in the battle: eliminated or retreated."""
        return bool(self.unit.get("eliminated") or self.unit.get("retreated") or not self.unit.get("in_battle", True))

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.LeftButton:
            self.clicked.emit(self.unit_id)
            event.accept()
            return
        super().mousePressEvent(event)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        u = self.unit
        r = QRectF(4, 4, self.W - 8, self.SIDE - 8)
        if self.glow:  # what the current decision can click (palette.LEGAL)
            p.setPen(QPen(QColor(P.LEGAL), 3.5))
            p.setBrush(Qt.NoBrush)
            p.drawRoundedRect(r.adjusted(-2, -2, 2, 2), 5, 5)
        elif self.next_firer:
            p.setPen(QPen(QColor("#222222"), 1))
            p.setBrush(QBrush(QColor(P.SELECTED)))
            p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 5, 5)
        # drawn as the map's counters are (counters.py): on its back pale, the value red (NS-COMP-2)
        reduced = u["reduced"]
        fill = QColor(REDUCED_FILL[self.side] if reduced else FILL[self.side])
        mark = QColor(EDGE[self.side] if reduced else MARK[self.side])
        if self.out:
            fill.setAlpha(70)
            mark.setAlpha(110)
        p.setPen(QPen(QColor(EDGE[self.side]), 1.2))
        p.setBrush(QBrush(fill))
        p.drawRoundedRect(r, 3, 3)
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() - 1.5))
        font.setBold(True)
        p.setFont(font)
        # the arm's symbol, small, at the top: infantry a crossed box, cavalry a slash
        sym = QRectF(r.left() + 5, r.top() + 4, 14, 9)
        p.setPen(QPen(mark, 1))
        p.setBrush(Qt.NoBrush)
        p.drawRect(sym)
        p.drawLine(sym.bottomLeft(), sym.topRight())
        if u["code"].endswith("I"):
            p.drawLine(sym.topLeft(), sym.bottomRight())
        p.drawText(QRectF(r.left() + 20, r.top() + 1, r.width() - 22, 14), Qt.AlignRight | Qt.AlignVCenter, u["code"])
        big = QFont(font)
        big.setPointSizeF(font.pointSizeF() + 5)
        p.setFont(big)
        value_colour = QColor(REDUCED_VALUE) if reduced else QColor(mark)
        if self.out:
            value_colour.setAlpha(110)
        p.setPen(QPen(value_colour))
        p.drawText(QRectF(r.left(), r.top() + 13, r.width(), 20), Qt.AlignCenter, str(u["value"]))
        small = QFont(font)
        small.setBold(False)
        small.setPointSizeF(max(6.0, font.pointSizeF() - 1))
        p.setFont(small)
        p.setPen(QPen(mark))
        p.drawText(QRectF(r.left(), r.bottom() - 12, r.width(), 11), Qt.AlignCenter, u["id"])
        if u.get("fortified"):  # a bastion on the corner, as on the map (NS-MOD-1)
            p.setPen(QPen(QColor("#1e1b16"), 0.8))
            p.setBrush(QBrush(QColor(P.ENTRENCHMENT)))
            p.drawPath(bastion_path(QPointF(r.right() - 1, r.top() + 1), 7))
        if u.get("crossing"):  # a blue wave along the bottom (NS-MOD-3)
            y = r.bottom() + 8
            wave = QPainterPath(QPointF(r.left(), y))
            x = r.left()
            while x < r.right() - 4:
                wave.quadTo(QPointF(x + 3, y - 3), QPointF(x + 6, y))
                wave.quadTo(QPointF(x + 9, y + 3), QPointF(x + 12, y))
                x += 12
            p.setPen(QPen(QColor(RIVER_BLUE), 2))
            p.setBrush(Qt.NoBrush)
            p.drawPath(wave)
        if u.get("eliminated"):  # struck through
            p.setPen(QPen(QColor(P.RECENT), 2.5))
            p.drawLine(r.topLeft() + QPointF(3, 3), r.bottomRight() - QPointF(3, 3))
            p.drawLine(r.bottomLeft() + QPointF(3, -3), r.topRight() + QPointF(-3, 3))
        if self.shots_at:  # one purple dot per shot declared at it this step (palette.TARGET)
            p.setPen(QPen(QColor("#222222"), 0.8))
            p.setBrush(QBrush(QColor(P.TARGET)))
            for k in range(self.shots_at):
                p.drawEllipse(QRectF(r.left() - 3, r.top() + 14 + k * 9, 8, 8))


def need_words(need: int) -> str:
    """T5's number in words: "hits on 1-3", "hits on 1", "cannot hit"."""
    if need <= 0:
        return _t("NSBattlePanel", "cannot hit")
    if need == 1:
        return _t("NSBattlePanel", "hits on 1")
    return _t("NSBattlePanel", "hits on 1-{n}").format(n=need)


def result_words(result: str) -> str:
    return {
        "hit": _t("NSBattlePanel", "hit"),
        "miss": _t("NSBattlePanel", "miss"),
        "cannot": _t("NSBattlePanel", "cannot hit"),
        "lost": _t("NSBattlePanel", "lost: the target is already eliminated"),
    }.get(result, result)


def stage_words(stage: str) -> str:
    return {
        "cavalry-retreat": _t("NSBattlePanel", "the cavalry may retreat before round 1, or stand (NS-CAVRET-1)"),
        "retreat-or-reinforce": _t("NSBattlePanel", "retreat, bring reinforcements, or stand and fire (NS-CBT-5)"),
        "declare-targets": _t("NSBattlePanel", "declare the targets, then fire (NS-FIRE-1)"),
        "battle-promotion": _t("NSBattlePanel", "promote one unit that took part, or none (NS-PROM-2)"),
    }.get(stage, "")


class ArmyRow(QWidget):
    """One side's army: its title and its counters in a wrapping row."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(1)
        self.title = QLabel()
        self.title.setTextFormat(Qt.RichText)
        self.title.setWordWrap(True)  # "Defender: Confederacy (fires first, ...)" is longer in German and Italian
        lay.addWidget(self.title)
        self.holder = QWidget()
        self.flow = FlowLayout(self.holder, spacing=2)
        lay.addWidget(self.holder)
        self.tiles: list[UnitTile] = []

    def _fit(self) -> None:
        """Room for every counter at this width (the rows wrap; a big army never hides a unit)."""
        width = max(self.holder.width(), UnitTile.W + 4)
        self.holder.setMinimumHeight(self.flow.heightForWidth(width) if self.tiles else 0)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def set_units(self, side: str, units: list[dict], on_click: Callable[[str], None]) -> None:
        for t in self.tiles:
            self.flow.removeWidget(t)
            t.hide()
            t.deleteLater()
        self.tiles = []
        for u in units:
            tile = UnitTile(side, u)
            tile.clicked.connect(on_click)
            self.flow.addWidget(tile)
            self.tiles.append(tile)
        self._fit()


def _label(name: str) -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setTextFormat(Qt.RichText)
    label.setWordWrap(True)
    return label


class NSBattlePanel(QWidget):
    """The battle under way (see the module); "no battle" when none."""

    unit_clicked = Signal(str)

    def __init__(self, names: Callable[[str], str] | None = None, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("NSBattlePanel")
        self.names = names or default_name
        self.clickable: set[str] = set()
        self.battle: dict | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.setSpacing(3)
        self.title = _label("BattleTitle")
        lay.addWidget(self.title)
        self.step = _label("BattleStep")
        lay.addWidget(self.step)
        self.body = QWidget()
        body = QVBoxLayout(self.body)
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(3)
        self.rows = {"attacker": ArmyRow(), "defender": ArmyRow()}
        body.addWidget(self.rows["attacker"])
        line = QFrame()
        line.setFrameShape(QFrame.HLine)
        line.setFrameShadow(QFrame.Sunken)
        body.addWidget(line)
        body.addWidget(self.rows["defender"])
        self.declared = _label("DeclaredLabel")
        body.addWidget(self.declared)
        self.volley_title = _label("VolleyTitle")
        body.addWidget(self.volley_title)
        self.volley_box = QWidget()
        self.volley_lay = QVBoxLayout(self.volley_box)
        self.volley_lay.setContentsMargins(0, 0, 0, 0)
        self.volley_lay.setSpacing(2)
        body.addWidget(self.volley_box)
        self.journal_title = _label("JournalTitle")
        body.addWidget(self.journal_title)
        self.journal = _label("JournalLabel")
        body.addWidget(self.journal)
        lay.addWidget(self.body)
        lay.addStretch(1)
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Preferred)
        self.show_view({"battle": None})

    # ------------------------------------------------------------------ what the controller calls
    def tiles(self) -> list[UnitTile]:
        return self.rows["attacker"].tiles + self.rows["defender"].tiles

    def tile(self, unit_id: str) -> UnitTile | None:
        return next((t for t in self.tiles() if t.unit_id == unit_id), None)

    def set_clickable(self, ids: Iterable[str]) -> None:
        """The units the current decision can click glow (the legal ones)."""
        self.clickable = set(ids)
        for t in self.tiles():
            t.set_glow(t.unit_id in self.clickable)

    def show_view(self, view: dict) -> None:
        b = view.get("battle")
        self.battle = b
        if b is None:
            self.title.setText(self.tr("No battle under way"))
            self.step.setText(
                self.tr("Battles are fought after the movement, in every box holding both sides (NS-CBT-1)")
            )
            self.body.hide()
            for row in self.rows.values():
                row.set_units("usa", [], self._clicked)
            return
        self.body.show()
        box = self.names(b["box"])
        att, dfd = b["attacker"], b["defender"]
        self.title.setText(self.tr("<b>Battle in {box}</b> &nbsp; round {n}").format(box=box, n=b["round"]))
        if b.get("winner"):
            step = self.tr("The {side} has won the battle (NS-CBT-6)").format(side=side_title(b["winner"]))
            if b.get("stage") == "battle-promotion":
                step += "; " + stage_words("battle-promotion")
        elif b.get("firing"):
            step = self.tr("{side}'s step: {what}").format(
                side=side_title(b["firing"]), what=stage_words(b.get("stage", "")) or self.tr("fire")
            )
        else:
            step = stage_words(b.get("stage", ""))
        self.step.setText(step)
        for role, side in (("attacker", att), ("defender", dfd)):
            row = self.rows[role]
            title = (
                self.tr("Attacker: {side}")
                if role == "attacker"
                else self.tr("Defender: {side} (fires first, NS-CBT-4)")
            ).format(side=side_title(side))
            chip = f"<span style='background:{P.SIDE_FILL[side]};'>&nbsp;&nbsp;</span>"
            row.title.setText(f"{chip} <b>{title}</b>")
            row.set_units(side, b["armies"].get(side, []), self._clicked)
        declared = b.get("declared", [])
        nxt = self._next_firer(b)
        shots: dict[str, int] = {}
        for d in declared:
            shots[d["target"]] = shots.get(d["target"], 0) + 1
        for t in self.tiles():
            t.next_firer = t.unit_id == nxt
            t.shots_at = shots.get(t.unit_id, 0)
            t.set_glow(t.unit_id in self.clickable)
            t.update()
        if declared:
            lines = [
                self.tr("{firer} &rarr; {target}: {need}").format(
                    firer=d["firer"], target=d["target"], need=need_words(d["need"])
                )
                for d in declared
            ]
            self.declared.setText(self.tr("<b>Targets declared (NS-FIRE-1, T5)</b>") + "<br>" + "<br>".join(lines))
        else:
            self.declared.setText("")
        self.declared.setVisible(bool(declared))
        self._show_volley(b)
        self._show_journal(b)

    # ------------------------------------------------------------------ parts
    def _clicked(self, unit_id: str) -> None:
        self.unit_clicked.emit(unit_id)

    @staticmethod
    def _next_firer(b: dict) -> str | None:
        """The unit whose target is asked now (the firing side's units in the
        battle, in order, after those declared)."""
        if b.get("stage") != "declare-targets" or not b.get("firing"):
            return None
        done = {d["firer"] for d in b.get("declared", [])}
        for u in b["armies"].get(b["firing"], []):
            if u.get("in_battle", True) and u["id"] not in done:
                return u["id"]
        return None

    def _show_volley(self, b: dict) -> None:
        while self.volley_lay.count():
            w = self.volley_lay.takeAt(0).widget()
            if w is not None:
                w.hide()
                w.deleteLater()
        volley = b.get("volley") or []
        if not volley:
            self.volley_title.setText("")
            self.volley_title.hide()
            return
        self.volley_title.show()
        self.volley_title.setText(
            self.tr("<b>Last volley: the {side} fired (NS-FIRE-2)</b>").format(side=side_title(b["volley_side"]))
        )
        for s in volley:
            line = QWidget()
            line.setObjectName("VolleyShot")
            h = QHBoxLayout(line)
            h.setContentsMargins(0, 0, 0, 0)
            h.setSpacing(6)
            if s.get("face"):
                h.addWidget(DieFace(s["face"]), 0, Qt.AlignVCenter)
            else:
                spacer = QWidget()
                spacer.setFixedSize(22, 22)
                h.addWidget(spacer)
            result = s.get("result", "")
            colour = {"hit": P.RECENT, "miss": "#555555"}.get(result, "#555555")
            text = self.tr("{firer} &rarr; {target}, {need}: {result}").format(
                firer=s["firer"],
                target=s["target"],
                need=need_words(s.get("need", 0)),
                result=f"<b style='color:{colour}'>{result_words(result)}</b>",
            )
            label = QLabel(text)
            label.setObjectName("VolleyText")
            label.setTextFormat(Qt.RichText)
            label.setWordWrap(True)
            h.addWidget(label, 1)
            self.volley_lay.addWidget(line)

    def _show_journal(self, b: dict) -> None:
        journal = b.get("journal") or []
        if not journal:
            self.journal_title.setText("")
            self.journal.setText("")
            self.journal_title.hide()
            self.journal.hide()
            return
        self.journal_title.show()
        self.journal.show()
        self.journal_title.setText(self.tr("<b>Round by round</b>"))
        lines = []
        last_round = None
        for j in journal:
            if j["round"] != last_round:
                last_round = j["round"]
                lines.append(self.tr("<u>Round {n}</u>").format(n=j["round"]))
            side = side_title(j["side"])
            if j.get("kind") == "reinforcement":
                lines.append(
                    self.tr("{side}: {unit} reinforces from {origin} (NS-REINF-1)").format(
                        side=side, unit=j["unit"], origin=self.names(j["origin"])
                    )
                )
                continue
            shots = []
            for s in j.get("shots", []):
                face = s.get("face")
                res = s.get("result", "")
                mark = f"<b style='color:{P.RECENT}'>{result_words(res)}</b>" if res == "hit" else result_words(res)
                if face:
                    shots.append(
                        self.tr("{firer}&rarr;{target} rolled {face}: {result}").format(
                            firer=s["firer"], target=s["target"], face=face, result=mark
                        )
                    )
                else:
                    shots.append(
                        self.tr("{firer}&rarr;{target}: {result}").format(
                            firer=s["firer"], target=s["target"], result=mark
                        )
                    )
            lines.append(self.tr("{side} fired: {shots}").format(side=side, shots="; ".join(shots)))
        self.journal.setText("<br>".join(lines))
