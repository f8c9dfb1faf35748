"""The Spider-Man & Friends Yahtzee table: scoreboard, dice, Roll button and the players.

A turn with the mouse (or Tab/arrows + Enter): press Roll, tap dice to move them to the kept row,
roll again, then tap a lit space (or the friend's portrait) and tap again or press the green button
to score. The rules decide everything; this scene turns taps into actions and animates the events
the rules report. It draws from the viewer's observation, so another player's team tokens stay
face down until the count.
"""

from __future__ import annotations

from collections.abc import Collection, Hashable
from functools import cached_property, partial
from typing import TYPE_CHECKING, Any

import pygame

from spidergames.app import assets
from spidergames.app.i18n import _
from spidergames.app.input import Intent, Kind
from spidergames.app.scenes.backdrop import city
from spidergames.app.table.anchors import KitPlaces
from spidergames.app.table.caption import Line
from spidergames.app.table.game_scene import BOT_THINK_SECONDS, GameScene
from spidergames.app.table.layers import Part, around, bare, ground, part
from spidergames.app.table.seats import seat_panel
from spidergames.app.table.sprites import Sprite, pulse
from spidergames.app.table.targets import GLOW, Target
from spidergames.app.ui import record, text
from spidergames.app.ui.draw import dim, player_mark, portrait
from spidergames.app.ui.theme import GREEN, INK, PAPER, YELLOW, player_rgb
from spidergames.app.ui.trail import drawn
from spidergames.app.ui.widgets import Button

from . import captions as captions_module
from . import explain
from . import teach as teach_module
from .board import COLUMNS, DICE, FRIENDS, NOT_PLACED, PICTURE, Board, Face, is_spider_yahtzee, landing_column
from .count import Count
from .layout import TABLE_DIM, Layout
from .records import PersonalBest
from .rules import (
    MAX_ROLLS,
    Action,
    Event,
    EventKind,
    Observation,
    Phase,
    Roll,
    RollOff,
    Score,
    ScoreZero,
    SpiderManYahtzee,
    State,
    score_preview,
    zero_forced,
)
from .view_dice import DiceView, die_image

if TYPE_CHECKING:
    from spidergames.app.application import App
    from spidergames.core.protocol import Seat
    from spidergames.core.seat_link import SeatLink

FLY_SECONDS = 0.6
SCORING = (Score, ScoreZero, SpiderManYahtzee)


def die_picture(face: Face) -> str:
    return f"yahtzee/die-{face.slug}.png"


class YahtzeeScene(GameScene[State, Action, Observation, Event]):
    captions = captions_module
    teach = teach_module

    def __init__(self, app: App, match: SeatLink[State, Action, Observation, Event]) -> None:
        self.layout = Layout(match.config.players)  # before the kit reads its places from it
        super().__init__(app, match)
        self.background = self.layout.render_table()
        self.dice = DiceView(self.layout)
        self.pending: Any = None  # the scoring action waiting for its confirm tap
        self.count = Count(len(self.seats), app.sound)
        self.best = PersonalBest()
        table = self.table
        self.dice.settle(table.dice)
        if table.phase is not Phase.PLAY:
            self.count.finished(table)
        self.roll_button = self.focus.add(Button(self.layout.area("roll_button"), _("Roll!"), self._roll,
                                                 icon="yahtzee/die-spider-man.png", fill=YELLOW, size=44))
        self.confirm_button = self.focus.add(Button(self.layout.area("confirm"), _("Score!"), self._confirm,
                                                    fill=GREEN, size=40))

    def backdrop(self, surface: pygame.Surface) -> None:
        """The city, darkened as behind the scoreboard, across a wide canvas."""
        city(surface)
        dim(surface, TABLE_DIM)

    def table_widths(self) -> Collection[int]:
        """The map lays the table out for every canvas width (see `Layout`)."""
        return self.layout.widths

    def read_places(self) -> KitPlaces:
        """The map's, for this many players: the menu button at the turn badge's left end (the badge makes
        room), the bubble and the reason over the badge, not the board; Help and Oops beside Score! (three
        or four seat cards fill the top row); the caption under Roll and the info panel, as tall as its
        fullest rows need (see `Layout`)."""
        return self.layout.places

    @property
    def table(self) -> State:
        """The position on screen, as the viewer may see it."""
        view: Observation = self.view
        return view.state

    # -- targets and buttons -----------------------------------------------------------------------
    def refresh(self) -> None:
        ready = self.ready()
        table = self.table
        self.roll_button.enabled = ready and (table.phase is Phase.ROLLOFF or (
            table.phase is Phase.PLAY and table.rolls_used < MAX_ROLLS and len(self.dice.keep) < DICE))
        self.confirm_button.enabled = ready and self.pending is not None
        self.confirm_button.label = self._confirm_label()
        if self.focus.rebuild_when((self.match.version, ready, self.pending)) and ready:
            if table.phase is Phase.PLAY and table.dice and table.rolls_used < MAX_ROLLS:
                for i in range(DICE):
                    self.focus.offer(self.dice.rect(i), None, partial(self._tap_die, i), tag=("die", i), quiet=True)
            for action, _count, column in self._options():
                self.focus.offer(self.layout.cell(action.friend.row, column), action,
                                 partial(self._tap_friend, action.friend), tag=action.friend)
        for target in self.focus.targets():  # dice glide when tapped: their targets follow
            if isinstance(target.tag, tuple):
                target.rect = self.dice.rect(target.tag[1])

    def focus_words(self, button: Button | None) -> Line | None:
        """Roll, Score, a die to keep or roll again, a row to score in."""
        if button is self.roll_button:
            return captions_module.ROLL
        if button is self.confirm_button:
            return captions_module.SCORE
        if isinstance(button, Target):
            if isinstance(button.tag, tuple):
                return captions_module.ROLL_IT if button.tag[1] in self.dice.keep else captions_module.KEEP_IT
            return captions_module.SCORE_HERE
        return super().focus_words(button)

    def hint_target(self, action: Action) -> Button | None:
        """Keep, then roll: first each die to move (kept or back), then the Roll button; a score:
        its row, then the green button once it is chosen."""
        if isinstance(action, Roll):
            for target in self.focus.targets():
                tag = target.tag
                if isinstance(tag, tuple) and (tag[1] in action.keep) != (tag[1] in self.dice.keep):
                    return target
            return self.roll_button
        if isinstance(action, RollOff):
            return self.roll_button
        if self.pending == action:
            return self.confirm_button
        return super().hint_target(action)

    def _confirm_label(self) -> str:
        if self.pending is None:
            return _("Score!")
        column = self._landing(self.pending)
        return _("Score {column}!").format(column=column) if column else _("Score 0")

    # -- what a tap means --------------------------------------------------------------------------
    def _roll(self) -> None:
        table = self.table
        self.pending = None
        if table.phase is Phase.ROLLOFF:
            self.submit(RollOff())
            return
        keep = tuple(sorted(self.dice.keep)) if table.dice else ()
        self.submit(Roll(keep, tuple(table.dice[i] for i in keep)))

    def _tap_die(self, index: int) -> None:
        """Move a die to the kept row or back (the rules check it when you roll)."""
        if not self.is_human_turn():
            return
        if self.table.rolls_used >= MAX_ROLLS:
            self.refuse(_("That was your third roll: now it's time to score!"))
            return
        self.app.sound("slide")
        self.dice.toggle(index)

    def score_action(self, friend: Face) -> Action:
        """The scoring action a tap on this friend's row means right now."""
        table = self.table
        if table.dice and is_spider_yahtzee(table.dice):
            return SpiderManYahtzee(friend)
        if zero_forced(table):
            return ScoreZero(friend)
        return Score(friend)

    def _tap_friend(self, friend: Face) -> None:
        """First tap lights the choice, a second tap (or the green button) scores it."""
        if not self.is_human_turn():
            return
        action = self.score_action(friend)
        if action not in self.match.legal_actions():
            self.pending = None
            self.submit(action)  # refused: the rules say why, kindly
        elif self.pending == action:
            self._confirm()
        else:
            self.pending = action
            self.app.sound("hover")

    def _confirm(self) -> None:
        action, self.pending = self.pending, None
        if action is not None:
            self.submit(action)

    def handle_game(self, intent: Intent) -> None:
        """A tap on a friend's row that is not lit: the rules say why (or it picks that friend).
        A tap on a grey button says why it is grey."""
        if intent.kind != Kind.PRESS or intent.pos is None:
            return
        for button in (self.roll_button, self.confirm_button):
            if button.rect.collidepoint(intent.pos) and not button.enabled and self.ready():
                self.refuse(self._why_grey(button))
                return
        for row, friend in enumerate(FRIENDS):
            if self.layout.row_rect(row).collidepoint(intent.pos):
                self._tap_friend(friend)
                return
        self.pending = None  # a tap anywhere else takes the choice back

    def _why_grey(self, button: Button) -> str:
        table = self.table
        if button is self.confirm_button:
            if not table.dice:
                return _("Roll the dice first!")
            return _("Tap a glowing friend first, then Score!")
        if table.rolls_used >= MAX_ROLLS:
            return _("That was your third roll: now it's time to score!")
        return _("All five dice are kept: tap a die to roll it again, or score!")

    def on_played(self, action: Action) -> None:
        self.pending = None

    def on_turn_start(self, seat: int) -> None:
        super().on_turn_start(seat)
        self.pending = None
        if self.table.phase is Phase.PLAY and not self.table.dice:
            self.dice.keep.clear()

    def update(self, dt: float) -> None:
        self.dice.update(dt)
        super().update(dt)

    # -- animations ---------------------------------------------------------------------------------
    def play_event(self, event: Event, before: Observation, after: Observation) -> None:
        if event.kind is EventKind.ROLL:
            self._tumble(event.dice, [i for i in range(DICE) if i not in event.kept], from_button=not before.state.dice)
        elif event.kind is EventKind.ROLLOFF:
            self.dice.keep.clear()
            self.dice.glow.clear()
            spider_men = {i for i, d in enumerate(event.dice) if d is Face.SPIDER_MAN}
            self._tumble(event.dice, list(range(DICE)), from_button=True,
                         then=lambda: self.dice.glow.update(spider_men))
        else:
            self._place_token(event, after.state)
        if before.state.phase is Phase.PLAY and after.state.phase is not Phase.PLAY:
            done = self.count.schedule(self.anim, after.state, FLY_SECONDS + 1.5)
            if after.state.phase is Phase.ROLLOFF:
                self.banner.show(_("Tie! Most Spider-Mans wins"), [die_picture(Face.SPIDER_MAN)] * 3, delay=done)

    def _tumble(self, faces: tuple[Face, ...], rolled: list[int], *, from_button: bool, then: Any = None) -> None:
        self.app.sound("dice_roll")
        if from_button:
            self.dice.settle(faces, keep=set())
        start = self.layout.area("roll_button").center if from_button else None

        def land() -> None:
            self.app.sound("dice_land")
            self.dice.settle(faces)
            if then:
                then()

        self.dice.tumble(self.anim, faces, rolled, start, land)

    def _place_token(self, event: Event, after: State) -> None:
        """The token flies from the player's card to its space; then any celebration."""
        p = event.player
        assert event.friend is not None
        side = self.layout.px(60)
        token = Sprite(f"tokens/{self.seats[p].colour}.png", *self.layout.card(len(self.seats), p).center, side, side)

        def land() -> None:
            self.app.sound("token")
            self.display.land()

        self.sprites.fly(token, self.layout.token_spot(p, event.friend.row, event.column, after.board), FLY_SECONDS,
                         arc=60, on_done=land)
        delay = FLY_SECONDS
        cheer = lambda: self.app.sound("cheer")  # noqa: E731
        if event.kind is EventKind.SPIDER_YAHTZEE or event.count >= DICE:
            title = _("Spider-Man Yahtzee!") if event.kind is EventKind.SPIDER_YAHTZEE else _("Yahtzee!")
            delay = self.banner.show(title, [die_picture(f) for f in event.dice], delay=delay, on_show=cheer)
        if event.team:
            team = [die_picture(f) for f in (Face.SPIDER_MAN, *FRIENDS)]
            delay = self.banner.show(_("Team!"), team, delay=delay, on_show=cheer)
            if event.team_token != -1:
                self._fly_team_token(p, len(after.teams[p]) - 1, delay)
                delay += FLY_SECONDS
        self.anim.after(delay, lambda: self.dice.settle(self.table.dice if self.table.phase is Phase.PLAY
                                                          else self.dice.faces, keep=set()))

    def _fly_team_token(self, player: int, index: int, delay: float) -> None:
        """The top face-down team token flies from the pile into the player's card."""
        begin = self.layout.area("team_pile").center
        token = Sprite("yahtzee/team-back.png", *begin, 56, 56, key=("team", player, index))
        self.sprites.fly(token, self.layout.card(len(self.seats), player).midbottom, FLY_SECONDS, delay=delay,
                         show_early=False, on_done=lambda: self.app.sound("card_flip"))

    # -- a computer's turn, step by step ------------------------------------------------------------
    def show_bot_steps(self, action: Any) -> None:
        """Dice move to (or from) the kept row one by one, a pause, then the roll or the score."""
        wait = BOT_THINK_SECONDS
        if isinstance(action, Roll) and self.table.dice:
            wanted = set(action.keep)
            for i in range(DICE):
                if (i in wanted) != (i in self.dice.keep):
                    self.dice.slide(self.anim, i, delay=wait, keep=i in wanted)
                    self.anim.after(wait, lambda: self.app.sound("slide"))
                    wait += 0.45
            self.anim.wait(wait + 0.6)
        elif isinstance(action, SCORING):
            self.anim.after(wait, lambda: setattr(self, "pending", action))
            self.anim.wait(wait + 1.0)
        else:
            self.anim.wait(wait + 0.5)

    # -- the end -------------------------------------------------------------------------------------
    def finale(self) -> None:
        """Solo games keep a personal best; then the winner's celebration."""
        outcome = self.match.outcome
        if outcome is not None and self.match.config.players == 1 and self.presentation.saves:  # a demo's is no record
            score = outcome.scores[0]
            before = self.best.get()
            self.best.offer(score)
            words = (_("New best: {score}!").format(score=score) if before is None or score > before
                     else _("Your best is still {score}").format(score=before))
            self.banner.show(words, [die_picture(Face.SPIDER_MAN)])
            self.anim.wait(1.6, then=super().finale)
            return
        super().finale()

    # -- geometry helpers ---------------------------------------------------------------------------
    def banner_centre(self) -> tuple[int, int]:
        return self.layout.board_rect().center

    def locate(self, where: Any) -> pygame.Rect | None:
        match where:
            case teach_module.Space(row, column):
                return self.layout.cell(row, column)
            case teach_module.Die(index):
                return self.dice.rect(index)
            case teach_module.KeptRow():
                return self.layout.area("kept_row")
            case teach_module.TeamPile():
                return self.layout.area("team_pile")
        return None

    def _landing(self, action: Any) -> int:
        if isinstance(action, ScoreZero):
            return PICTURE
        for friend, _count, column in score_preview(self.table):
            if friend is action.friend:
                return column
        return landing_column(self.table.board, action.friend, DICE)

    def _options(self) -> list[tuple[Any, int, int]]:
        """Every choice a human may score now: (action, count, landing column)."""
        table = self.table
        if table.phase is not Phase.PLAY or not table.dice:
            return []
        out: list[tuple[Any, int, int]] = []
        for action in self.match.legal_actions():
            if isinstance(action, Score):
                out += [(action, n, c) for f, n, c in score_preview(table) if f is action.friend]
            elif isinstance(action, (ScoreZero, SpiderManYahtzee)):
                out.append((action, DICE if isinstance(action, SpiderManYahtzee) else 0, self._landing(action)))
        return out

    # -- drawing -------------------------------------------------------------------------------------
    def draw_game(self, surface: pygame.Surface) -> None:
        totals = tuple(self.count.totals) if self.count.totals is not None else None
        resting = self.dice.resting_look() if self.dice.faces else "empty"  # resting dice lie on the still picture
        self.still.draw(surface, self._still_parts(totals, resting))
        self._draw_options(surface)
        self._draw_count(surface)
        if resting is None:
            self.dice.draw(surface)
        self._draw_confirm_face(surface)

    def _still_parts(self, totals: tuple[int, ...] | None, resting: Hashable | None) -> list[Part]:
        """The scoreboard's tokens, the team pile, the players' cards, the turn badge, the hint picture and
        the rolls left: what only a move changes, each from what it is drawn from (a friend scored
        composes the scoreboard and the player's card again, a roll the dice left)."""
        table, dice, layout, seats = self.table, self.dice, self.layout, self.seats
        parts = [ground(self.background),
                 *self.still.parts_of(table_parts, layout=layout, seats=seats, table=table, totals=totals,
                                      hidden=self.sprites.hidden, turn=None if self.display.over else self.turn_shown,
                                      revealed=self.count.teams_revealed,
                                      best=self.best.get() if len(seats) == 1 else None)]
        if len(seats) > 1:  # alone: the card beside the menu says whose turn it is (and the best beside it)
            parts.append(self.turn_badge_part(layout.area("turn_badge")))
        parts += [part(around(layout.area("info")), explain.draw, area=layout.area("info"),
                       name=explain.picture(table)),
                  part(around(self.rolls_left_at()), draw_rolls_left, button=self.roll_button.rect,
                       playing=table.phase is Phase.PLAY, used=table.rolls_used),
                  part(around(layout.area("kept_row")), draw_keep_label, layout=layout, shown=not dice.keep)]
        if resting is None:  # a die moves: the frame draws them all
            parts.append(part(self.dice_area, bare))
        elif dice.faces:
            parts.append(part(self.dice_area, draw_dice, layout=layout, faces=dice.faces, keep=frozenset(dice.keep),
                              glow=frozenset(dice.glow)))
        else:
            parts.append(part(self.dice_area, draw_no_dice, layout=layout))
        return parts

    @cached_property
    def dice_area(self) -> pygame.Rect:
        """Where the dice can rest (the layout's: worked out once, not each frame)."""
        return self.dice.area()

    def _draw_options(self, surface: pygame.Surface) -> None:
        """Beside each lit space: its friend's row header, the left rule's arrow and a ghost token."""
        pending = [(self.pending, 0, self._landing(self.pending))] if self.pending is not None else []
        options = self._options() if self.ready() else pending
        if not options:
            return
        colour = self.seats[self.current].colour
        beat = pulse(self.clock, 6)
        ghost_side, chosen_side = self.layout.px(56), self.layout.px(64)
        ghost = assets.scaled(f"tokens/{colour}.png", (ghost_side, ghost_side)).copy()
        ghost.set_alpha(110 + int(80 * beat))
        for action, count, column in options:
            row = action.friend.row
            chosen = action == self.pending
            cell = self.layout.cell(row, column)
            drawn(surface, pygame.draw.rect(surface, GLOW, self.layout.row_header(row).inflate(-2, -2), 5,
                                            border_radius=12))
            if chosen:
                drawn(surface, pygame.draw.rect(surface, GLOW, cell.inflate(6, 6), 12, border_radius=14))
            if 0 < column < min(count, COLUMNS):  # the left rule: the wanted space is taken
                wanted = self.layout.cell(row, min(count, COLUMNS))
                drawn(surface, pygame.draw.line(surface, GLOW, wanted.midbottom, cell.midbottom, 5))
                drawn(surface, pygame.draw.polygon(surface, GLOW, [(cell.centerx - 2, cell.bottom),
                                                                   (cell.centerx + 14, cell.bottom - 10),
                                                                   (cell.centerx + 14, cell.bottom + 10)]))
            spot = self.layout.token_spot(self.current, row, column, self.table.board)
            img = assets.scaled(f"tokens/{colour}.png", (chosen_side, chosen_side)) if chosen else ghost
            drawn(surface, surface.blit(img, img.get_rect(center=spot)))

    def _draw_count(self, surface: pygame.Surface) -> None:
        if self.count.player is not None:
            self.count.draw(surface, self.layout, player_rgb(self.seats[self.count.player].colour))

    def keep_clear(self) -> list[pygame.Rect]:
        """The kit's, and the rolls left beside the Roll button while they show (the Help box covered
        them: a child counts the turn by them)."""
        return super().keep_clear() + ([self.rolls_left_at()] if self.table.phase is Phase.PLAY else [])

    def rolls_left_at(self) -> pygame.Rect:
        """Where the rolls left stand: one die each, in a column beside the Roll button."""
        slots = roll_slots(self.roll_button.rect)
        return slots[0].unionall(slots[1:])

    def _draw_confirm_face(self, surface: pygame.Surface) -> None:
        if self.pending is None or not self.is_human_turn():
            return
        rect = self.confirm_button.rect
        portrait(surface, self.pending.friend.slug, (rect.left + 44, rect.centery), 60)


# -- the still parts' paints: each draws from its inputs alone (layers.part) -------------------------
def table_parts(layout: Layout, seats: tuple[Seat, ...], table: State, totals: tuple[int, ...] | None,
                hidden: frozenset[Hashable], turn: int | None, revealed: bool, best: int | None) -> list[Part]:
    """The scoreboard, the team pile, the players' cards (named or not: `Layout.named`) and a lone
    player's `best` beside their card, from what they are drawn from: the seat whose `turn` it is
    (None: nobody's), the `totals` counted so far, what a sprite stands for (`hidden`), whether the
    team tokens are `revealed`."""
    parts = []
    colours = tuple(seat.colour for seat in seats)
    for row in range(len(FRIENDS)):
        area = layout.cell(row, PICTURE).union(layout.cell(row, COLUMNS))
        parts.append(part(around(area), draw_tokens, layout=layout, colours=colours, row=row, board=table.board))
    pile = layout.area("team_pile")
    parts.append(part(around(pile.union(pile.move(96, 0))), draw_team_pile, area=pile, left=len(table.team_pile)))
    named = layout.named(len(seats))
    for p in range(len(seats)):
        rect = layout.card(len(seats), p)
        rolloff = (table.rolloff_counts[table.rolloff.index(p)]
                   if table.phase is Phase.ROLLOFF and p in table.rolloff else None)
        parts.append(part(around(rect), draw_player, rect=rect, seat=seats[p], named=named, active=p == turn,
                          score=totals[p] if totals is not None else sum(c for c in table.board[p] if c > PICTURE),
                          turns=table.turns_per_player, taken=table.turns_taken[p],
                          teams=tuple((value, ("team", p, k) in hidden) for k, value in enumerate(table.teams[p])),
                          revealed=revealed, rolloff=rolloff))
    if len(seats) == 1:
        parts.append(part(around(layout.best_room()), draw_best, card=layout.card(1, 0), best=best))
    return parts


def draw_tokens(surface: pygame.Surface, layout: Layout, colours: tuple[str, ...], row: int, board: Board) -> None:
    """The players' tokens on one row of the scoreboard."""
    for p, rows in enumerate(board):
        column = rows[row]
        if column != NOT_PLACED:
            side = layout.px(40 if column == PICTURE else 58)
            player_mark(surface, colours[p], layout.token_spot(p, row, column, board), side // 2)


def draw_team_pile(surface: pygame.Surface, area: pygame.Rect, left: int) -> None:
    """The face-down team tokens left, and how many."""
    img = assets.scaled("yahtzee/team-back.png", (72, 72))
    for k in range(min(left, 4)):
        surface.blit(img, img.get_rect(center=(area.left + 44 + 4 * k, area.centery - 4 * k)))
    text.draw(surface, f"x{left}", 34, (area.left + 96, area.centery), PAPER, anchor="midleft", outline=3)


def draw_player(surface: pygame.Surface, rect: pygame.Rect, seat: Seat, named: bool, active: bool, score: int,
                turns: int, taken: int, teams: tuple[tuple[int, bool], ...], revealed: bool,
                rolloff: int | None) -> None:
    """A player's card: score, turns left as dots, team tokens (each value with whether a sprite
    hides it), and a roll-off's count (named or not: `Layout.named`)."""
    free = seat_panel(surface, rect, seat, active=active,
                      named=named, face=64 if named else 56)  # unnamed: the turns left fit under it
    left = free.left + (0 if named else 8)  # clear of the shape
    size = text.fit(str(score), 36, free.right - left, least=text.PLAY)  # Large digits whole on a narrow card
    shown = text.render(str(score), size, INK)
    at = shown.get_rect(midleft=(left, free.centery))
    at.move_ip(0, min(0, rect.bottom - 4 - (at.top + shown.get_bounding_rect().bottom)))  # a long name
    # pushes it down: its digits stay on the card
    spots = team_spots(rect, len(teams))
    ink = shown.get_bounding_rect().move(at.topleft)
    reached = [spot.top for spot in spots[:3] if spot.colliderect(ink)]
    if reached and not named:  # a narrow card (four on the 960 table): the digits stand above the tokens
        at.move_ip(0, min(reached) - 2 - ink.bottom)
    surface.blit(shown, at)
    for k in range(turns):  # turns left: filled dots
        centre = (rect.left + 16 + k * 14, rect.bottom - 10)  # under the portrait
        pygame.draw.circle(surface, player_rgb(seat.colour) if k < turns - taken else PAPER, centre, 5)
        pygame.draw.circle(surface, INK, centre, 5, 2)
    for (value, hidden), spot in zip(teams, spots, strict=True):
        if not hidden:
            name = f"yahtzee/team-{value}.png" if revealed and value > 0 else "yahtzee/team-back.png"
            surface.blit(assets.scaled(name, spot.size), spot)
    if rolloff is not None and rolloff >= 0:
        die = die_image(Face.SPIDER_MAN, 30)
        surface.blit(die, die.get_rect(midright=(rect.right - 36, rect.bottom - 22)))
        text.draw(surface, f"x{rolloff}", text.PLAY, (rect.right - 34, rect.bottom - 22), INK, anchor="midleft")


def team_spots(card: pygame.Rect, count: int) -> list[pygame.Rect]:
    """Where a card's `count` team tokens lie: rows of three from its bottom right corner, under the name."""
    return [pygame.Rect(0, 0, 30, 30).move(card.right - 38 - (k % 3) * 26, card.bottom - 36 - (k // 3) * 26)
            for k in range(count)]


def draw_best(surface: pygame.Surface, card: pygame.Rect, best: int | None) -> None:
    """One player alone: their best score so far, right of their card."""
    if best is not None:
        text.draw(surface, _("Best: {score}").format(score=best), text.PLAY,
                  (card.right + 14, card.centery), YELLOW, anchor="midleft", outline=2)


def roll_slots(button: pygame.Rect) -> list[pygame.Rect]:
    """One small die's place per roll, top to bottom, in a column as tall as the Roll `button`, beside it."""
    step = button.height / MAX_ROLLS
    side = min(34, int(step) - 3)
    return [pygame.Rect(0, 0, side, side).move(button.right + 26 - side // 2,
                                               round(button.top + step * (k + 0.5)) - side // 2)
            for k in range(MAX_ROLLS)]


def draw_rolls_left(surface: pygame.Surface, button: pygame.Rect, playing: bool, used: int) -> None:
    """Beside the Roll button: one small die per roll left, empty outlines for rolls used."""
    if not playing:
        return
    slots = roll_slots(button)
    record.note(surface, "counter", slots[0].unionall(slots[1:]))  # no pop-up may cover it (the layout check)
    for k, slot in enumerate(slots):
        if k < MAX_ROLLS - used:
            surface.blit(die_image(Face.SPIDER_MAN, slot.width), slot)
        else:
            pygame.draw.rect(surface, PAPER, slot.inflate(-6, -6), 3, border_radius=6)


def draw_keep_label(surface: pygame.Surface, layout: Layout, shown: bool) -> None:
    """The kept row's name, while no die is kept."""
    if shown:
        layout.draw_keep_label(surface)


def draw_dice(surface: pygame.Surface, layout: Layout, faces: tuple[Face, ...], keep: frozenset[int],
              glow: frozenset[int]) -> None:
    """The dice at rest in their slots (as the moving dice draw them once they have landed)."""
    dice = DiceView(layout)
    dice.settle(faces, set(keep))
    dice.glow = set(glow)
    dice.draw(surface)


def draw_no_dice(surface: pygame.Surface, layout: Layout) -> None:
    """The dice's places before the first roll."""
    DiceView(layout).draw_empty(surface)


SCENE = YahtzeeScene
