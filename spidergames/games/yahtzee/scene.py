"""The Spider-Man & Friends Yahtzee table: scoreboard, dice, Roll button and the players.

A turn with the mouse (or Tab/arrows + Enter): press Roll, tap dice to move them to the kept row,
roll again, then tap a lit space (or the friend's portrait) and tap again or press the green button
to score. The rules decide everything; this scene only turns taps into actions and animates what
the rules report in `state.events`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from spidergames.app import assets
from spidergames.app.anim import lerp_point
from spidergames.app.input import Intent, Kind
from spidergames.app.scenes.backdrop import BACKGROUND
from spidergames.app.scenes.game_base import BOT_THINK_SECONDS, GameScene
from spidergames.app.sizes import px
from spidergames.app.ui import text
from spidergames.app.ui.draw import dim, panel, player_mark, portrait
from spidergames.app.ui.theme import GREEN, INK, LOGICAL_SIZE, PAPER, YELLOW, player_rgb
from spidergames.app.ui.widgets import Button

from .board import (
    COLUMNS,
    DICE,
    FRIENDS,
    NOT_PLACED,
    PICTURE,
    Face,
    is_spider_yahtzee,
    is_team,
    landing_column,
)
from .layout import Layout
from .records import PersonalBest
from .rules import (
    MAX_ROLLS,
    EventKind,
    Phase,
    Roll,
    RollOff,
    Score,
    ScoreZero,
    SpiderManYahtzee,
    State,
    counted_spaces,
    final_totals,
    score_preview,
    zero_forced,
)
from .view_dice import DiceView, die_image

if TYPE_CHECKING:
    from spidergames.app.application import App
    from spidergames.core.match import Match

FLY_SECONDS = 0.6
COUNT_STEP = 0.16  # one counted space in the final tally
GLOW = (255, 226, 60)


class HotSpot(Button):
    """A clickable area drawn by the scene itself (a die, a scoreboard row): the button only adds
    the keyboard focus ring and a hover outline, so Tab/arrows + Enter reach it too."""

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        if focused:
            pygame.draw.rect(surface, GLOW, self.rect.inflate(10, 10), 6, border_radius=18)
            pygame.draw.rect(surface, INK, self.rect.inflate(18, 18), 2, border_radius=22)
        elif self.hovered and self.enabled:
            pygame.draw.rect(surface, PAPER, self.rect.inflate(6, 6), 3, border_radius=16)


@dataclass
class Flyer:
    """A token (or face-down team token) flying across the table."""

    image: pygame.Surface
    pos: tuple[float, float]


@dataclass
class Banner:
    """A celebration card in the middle of the board ("Team!", "Yahtzee!")."""

    title: str
    faces: tuple[Face, ...]
    scale: float = 0.0


class YahtzeeScene(GameScene):
    thinking_at = (250, 20)  # the bubble covers the turn badge, not the board

    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app, match)
        self.layout = Layout()
        self.background = self._render_background()
        self.dice = DiceView(self.layout)
        self.pending: Any = None  # the scoring action waiting for its confirm tap
        self.clock = 0.0
        self.flyer: Flyer | None = None
        self.banner: Banner | None = None
        self.tally: dict[tuple[int, int], int] | None = None  # counted cells -> number said aloud
        self.tally_player: int | None = None
        self.totals_shown: list[int] | None = None
        self.teams_revealed = False
        self.best = PersonalBest()
        self.best_text = ""
        state = self.state
        self.board_shown = state.board
        self.teams_shown = state.teams
        self.dice.settle(state.dice)
        if state.phase is not Phase.PLAY:
            self.totals_shown, self.teams_revealed = list(final_totals(state)), True
        self._build_buttons()

    @property
    def state(self) -> State:
        return self.match.state

    # -- static layer ------------------------------------------------------------------------------
    def _render_background(self) -> pygame.Surface:
        """Backdrop, scoreboard tiles and the tray panels, drawn once."""
        bg = pygame.Surface(LOGICAL_SIZE).convert()
        bg.blit(assets.image(BACKGROUND), (0, 0))
        dim(bg, 120)
        panel(bg, self.layout.board_rect().inflate(16, 16), (40, 54, 120), radius=18)
        self.layout.render_board(bg)
        panel(bg, self.layout.area("dice_tray").inflate(8, 8), (30, 120, 80), radius=26)
        kept = self.layout.area("kept_row")
        panel(bg, kept, (250, 236, 200), radius=26)
        label = text.render("Keep", 22, INK)
        tab = label.get_rect(center=kept.midbottom).inflate(30, 6)
        panel(bg, tab, YELLOW, radius=14, border=3, shadow=False)
        bg.blit(label, label.get_rect(center=tab.center))
        panel(bg, self.layout.area("info"), PAPER, radius=20)
        return bg

    # -- buttons (mouse, touch and keyboard) --------------------------------------------------------
    def _build_buttons(self) -> None:
        self.roll_button = self.focus.add(Button(self.layout.area("roll_button"), "Roll!", self._roll,
                                                 icon="yahtzee/die-spider-man.png", fill=YELLOW, size=44))
        self.die_spots = [self.focus.add(HotSpot(self.dice.rect(i), "", lambda i=i: self._tap_die(i)))
                          for i in range(DICE)]
        self.row_spots = [self.focus.add(HotSpot(self.layout.row_rect(r), "", lambda f=f: self._tap_friend(f)))
                          for r, f in enumerate(FRIENDS)]
        self.confirm_button = self.focus.add(Button(self.layout.area("confirm"), "Score!", self._confirm,
                                                    fill=GREEN, size=40))

    def _refresh_buttons(self) -> None:
        human = self.is_human_turn() and not self.anim.busy
        state = self.state
        can_roll = state.phase is Phase.ROLLOFF or (state.phase is Phase.PLAY and state.rolls_used < MAX_ROLLS)
        self.roll_button.enabled = human and can_roll
        self.roll_button.label = "Roll!"
        for i, spot in enumerate(self.die_spots):
            spot.rect = self.dice.rect(i)
            spot.enabled = human and state.phase is Phase.PLAY and bool(state.dice)
        for spot in self.row_spots:
            spot.enabled = human and state.phase is Phase.PLAY
        self.confirm_button.enabled = human and self.pending is not None
        self.confirm_button.label = self._confirm_label()

    def _confirm_label(self) -> str:
        if self.pending is None:
            return "Score!"
        column = self._landing(self.pending)
        return f"Score {column}!" if column else "Score 0"

    # -- what a tap means --------------------------------------------------------------------------
    def _roll(self) -> None:
        state = self.state
        self.pending = None
        if state.phase is Phase.ROLLOFF:
            self.submit(RollOff())
            return
        keep = tuple(sorted(self.dice.keep)) if state.dice else ()
        self.submit(Roll(keep, tuple(state.dice[i] for i in keep)))

    def _tap_die(self, index: int) -> None:
        """Move a die to the kept row or back (the rules check it when you roll)."""
        if not self.is_human_turn():
            return
        if self.state.rolls_used >= MAX_ROLLS:
            self.refuse("That was your third roll: now it's time to score!")
            return
        self.app.sound("slide")
        self.dice.toggle(index)

    def score_action(self, friend: Face) -> Any:
        """The scoring action a tap on this friend's row means right now."""
        state = self.state
        if state.dice and is_spider_yahtzee(state.dice):
            return SpiderManYahtzee(friend)
        if zero_forced(state):
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
            return
        if self.pending == action:
            self._confirm()
        else:
            self.pending = action
            self.app.sound("hover")

    def _confirm(self) -> None:
        action, self.pending = self.pending, None
        if action is not None:
            self.submit(action)

    def handle_game(self, intent: Intent) -> None:
        if intent.kind == Kind.PRESS:
            self.pending = None  # a tap anywhere else takes the choice back

    # -- turn hooks --------------------------------------------------------------------------------
    def on_turn_start(self, seat: int) -> None:
        super().on_turn_start(seat)
        self.pending = None
        if self.state.phase is Phase.PLAY and not self.state.dice:
            self.dice.keep.clear()

    def update(self, dt: float) -> None:
        self.clock += dt
        self.dice.update(dt)
        super().update(dt)
        self._refresh_buttons()

    # -- animations ---------------------------------------------------------------------------------
    def animate(self, before: Any, after: Any, action: Any) -> None:
        event = after.events[-1] if after.events else None
        self.pending = None
        if event is None:
            return
        if event.kind is EventKind.ROLL:
            self._animate_roll(event.dice, [i for i in range(DICE) if i not in event.kept],
                               from_button=not before.dice)
        elif event.kind is EventKind.ROLLOFF:
            self.dice.keep.clear()
            self.dice.glow.clear()
            self._animate_roll(event.dice, list(range(DICE)), from_button=True,
                               then=lambda: self.dice.glow.update(
                                   i for i, d in enumerate(event.dice) if d is Face.SPIDER_MAN))
        else:
            self._animate_score(before, after, event)
        if before.phase is Phase.PLAY and after.phase is not Phase.PLAY:
            self._animate_tally(after)

    def _animate_roll(self, faces: tuple[Face, ...], rolled: list[int], *, from_button: bool,
                      then: Any = None) -> None:
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

    def _animate_score(self, before: State, after: State, event: Any) -> None:
        """The token flies from the player's card to its space; then any celebration."""
        p, row = event.player, event.friend.row
        colour = self.seats[p].colour
        begin = self._card_rect(p).center
        end = self._token_spot(p, row, event.column, after.board)
        self.flyer = Flyer(assets.scaled(f"tokens/{colour}.png", (60, 60)), begin)

        def fly(t: float) -> None:
            x, y = lerp_point(begin, end, t)
            self.flyer = Flyer(self.flyer.image, (x, y - math.sin(math.pi * t) * 60)) if self.flyer else None

        def land() -> None:
            self.flyer = None
            self.app.sound("token")
            self.board_shown = after.board

        self.anim.tween(FLY_SECONDS, fly, ease="easeInOutQuad", on_done=land)
        delay = FLY_SECONDS
        big = event.kind is EventKind.SPIDER_YAHTZEE or event.count >= DICE
        if big:
            title = "Spider-Man Yahtzee!" if event.kind is EventKind.SPIDER_YAHTZEE else "Yahtzee!"
            self._celebrate(title, tuple(event.dice), delay)
            delay += 1.3
        if event.team:
            self._celebrate("Team!", (Face.SPIDER_MAN, *FRIENDS), delay)
            delay += 1.3
            if event.team_token != -1:
                self._fly_team_token(p, after, delay)
                delay += FLY_SECONDS
        self.anim.wait(delay, then=lambda: self._clear_dice())

    def _clear_dice(self) -> None:
        self.dice.settle(self.state.dice if self.state.phase is Phase.PLAY else self.dice.faces, keep=set())
        self.teams_shown = self.state.teams

    def _celebrate(self, title: str, faces: tuple[Face, ...], delay: float) -> None:
        def show() -> None:
            self.app.sound("cheer")
            self.banner = Banner(title, faces)

        def grow(t: float) -> None:
            if self.banner:
                self.banner.scale = t

        def hide() -> None:
            self.banner = None

        self.anim.tween(0.0, lambda _t: None, delay=delay, on_done=show)
        self.anim.tween(0.5, grow, ease="easeOutBack", delay=delay)
        self.anim.wait(delay + 1.3, then=hide)

    def _fly_team_token(self, player: int, after: State, delay: float) -> None:
        """The top face-down team token flies from the pile into the player's card."""
        begin = self.layout.area("team_pile").center
        end = self._card_rect(player).midbottom
        image = assets.scaled("yahtzee/team-back.png", (56, 56))

        def fly(t: float) -> None:
            self.flyer = Flyer(image, lerp_point(begin, end, t))

        def land() -> None:
            self.flyer = None
            self.app.sound("card_flip")
            self.teams_shown = after.teams

        self.anim.tween(FLY_SECONDS, fly, ease="easeInOutQuad", delay=delay, on_done=land)

    def _animate_tally(self, after: State) -> None:
        """Count every space up to each token, player by player, then turn the team tokens over."""
        spaces = counted_spaces(after)  # the rulebook's easy totaling, per player and row
        delay = FLY_SECONDS + 1.5

        def at(when: float, fn: Any) -> None:
            self.anim.tween(0.0, lambda _t: None, delay=when, on_done=fn)

        for p in range(after.players):
            at(delay, lambda p=p: self._start_count(p))
            delay += 0.3
            for row, row_spaces in enumerate(spaces[p]):
                for space in row_spaces:
                    at(delay, lambda p=p, row=row, space=space: self._count(p, row, space))
                    delay += COUNT_STEP
            for value in after.teams[p]:
                at(delay, lambda p=p, value=value: self._add_team(p, value))
                delay += 0.4
            delay += 0.5
        at(delay, self._end_count)
        if after.phase is Phase.ROLLOFF:
            self._celebrate("Tie! Most Spider-Mans wins", (Face.SPIDER_MAN,) * 3, delay)

    def _start_count(self, player: int) -> None:
        if player == 0:
            self.totals_shown = [0] * self.state.players
        self.tally, self.tally_player, self.teams_revealed = {}, player, True
        self.teams_shown = self.state.teams

    def _count(self, player: int, row: int, space: int) -> None:
        assert self.tally is not None and self.totals_shown is not None
        self.totals_shown[player] += 1
        self.tally[(row, space)] = self.totals_shown[player]
        self.app.sound("step")

    def _add_team(self, player: int, value: int) -> None:
        assert self.totals_shown is not None
        self.totals_shown[player] += value
        self.app.sound("card_flip")

    def _end_count(self) -> None:
        self.tally, self.tally_player = None, None
        self.totals_shown = list(final_totals(self.state))

    # -- a computer's turn, step by step ------------------------------------------------------------
    def show_bot_steps(self, action: Any) -> None:
        """Dice move to (or from) the kept row one by one, a pause, then the roll or the score."""
        wait = BOT_THINK_SECONDS
        if isinstance(action, Roll) and self.state.dice:
            wanted = set(action.keep)
            for i in range(DICE):
                if (i in wanted) != (i in self.dice.keep):
                    self.dice.slide(self.anim, i, delay=wait, keep=i in wanted)
                    self.anim.tween(0.0, lambda _t: None, delay=wait, on_done=lambda: self.app.sound("slide"))
                    wait += 0.45
            self.anim.wait(wait + 0.6)
        elif isinstance(action, (Score, ScoreZero, SpiderManYahtzee)):
            self.anim.tween(0.0, lambda _t: None, delay=wait, on_done=lambda: setattr(self, "pending", action))
            self.anim.wait(wait + 1.0)
        else:
            self.anim.wait(wait + 0.5)

    # -- the end -------------------------------------------------------------------------------------
    def finale(self) -> None:
        """Solo games keep a personal best; then the winner's celebration."""
        outcome = self.match.outcome
        if outcome is not None and self.match.config.players == 1:
            score = outcome.scores[0]
            before = self.best.get()
            self.best.offer(score)
            self.best_text = (f"New best: {score}!" if before is None or score > before
                              else f"Your best is still {before}")
            self._celebrate(self.best_text, (Face.SPIDER_MAN,), 0.0)
            self.anim.wait(1.6, then=super().finale)
            return
        super().finale()

    # -- geometry helpers ---------------------------------------------------------------------------
    def _card_rect(self, player: int) -> pygame.Rect:
        area = self.layout.area("players")
        n = len(self.seats)
        width = min(220, (area.width - 12 * (n - 1)) // n)
        return pygame.Rect(area.right - (n - player) * (width + 12) + 12, area.top, width, area.height)

    def _token_spot(self, player: int, row: int, column: int, board: Any) -> tuple[int, int]:
        """Centre of a token; Picture spaces hold several tokens side by side (2 x 2)."""
        cell = self.layout.cell(row, column)
        if column != PICTURE:
            return cell.center
        sharing = [p for p in range(len(board)) if board[p][row] == PICTURE]
        k = sharing.index(player) if player in sharing else len(sharing)
        return (cell.left + 22 + 36 * (k % 2), cell.top + 22 + 36 * (k // 2))

    def _landing(self, action: Any) -> int:
        if isinstance(action, ScoreZero):
            return PICTURE
        for friend, _count, column in score_preview(self.state):
            if friend is action.friend:
                return column
        return landing_column(self.state.board, action.friend, DICE)

    def _options(self) -> list[tuple[Any, int, int]]:
        """Every choice a human may score now: (action, count, landing column)."""
        state = self.state
        if state.phase is not Phase.PLAY or not state.dice or self.anim.busy:
            return []
        out = []
        for action in self.match.legal_actions():
            if isinstance(action, Score):
                out += [(action, n, c) for f, n, c in score_preview(state) if f is action.friend]
            elif isinstance(action, (ScoreZero, SpiderManYahtzee)):
                out.append((action, DICE if isinstance(action, SpiderManYahtzee) else 0, self._landing(action)))
        return out

    # -- drawing -------------------------------------------------------------------------------------
    def draw_game(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        self._draw_options(surface)
        self._draw_tokens(surface)
        self._draw_tally(surface)
        self._draw_team_pile(surface)
        self._draw_players(surface)
        self.draw_turn_badge(surface, self.layout.area("turn_badge"))
        if self.dice.faces:
            self.dice.draw(surface)
        else:
            self.dice.draw_empty(surface)
        self._draw_info(surface)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._draw_rolls_left(surface)
        self._draw_confirm_face(surface)
        if self.flyer:
            surface.blit(self.flyer.image, self.flyer.image.get_rect(center=self.flyer.pos))
        self._draw_banner(surface)

    def _pulse(self) -> float:
        return 0.5 + 0.5 * math.sin(self.clock * 6)

    def _draw_options(self, surface: pygame.Surface) -> None:
        """Light every space the dice could score (the exact landing space) and its friend."""
        if not (self.is_human_turn() or self.pending is not None):
            return
        colour = self.seats[self.current].colour
        ghost = assets.scaled(f"tokens/{colour}.png", (56, 56)).copy()
        ghost.set_alpha(110 + int(80 * self._pulse()))
        width = 5 + int(3 * self._pulse())
        options = self._options() if self.is_human_turn() else [(self.pending, 0, self._landing(self.pending))]
        for action, count, column in options:
            row = action.friend.row
            chosen = action == self.pending
            cell = self.layout.cell(row, column)
            pygame.draw.rect(surface, GLOW, self.layout.row_header(row).inflate(-2, -2), 5, border_radius=12)
            pygame.draw.rect(surface, GLOW, cell.inflate(6, 6), width + (4 if chosen else 0), border_radius=14)
            if 0 < column < min(count, COLUMNS):  # the left rule: the wanted space is taken
                wanted = self.layout.cell(row, min(count, COLUMNS))
                pygame.draw.line(surface, GLOW, wanted.midbottom, cell.midbottom, 5)
                pygame.draw.polygon(surface, GLOW, [(cell.centerx - 2, cell.bottom),
                                                    (cell.centerx + 14, cell.bottom - 10),
                                                    (cell.centerx + 14, cell.bottom + 10)])
            spot = self._token_spot(self.current, row, column, self.board_shown)
            img = assets.scaled(f"tokens/{colour}.png", (64, 64)) if chosen else ghost
            surface.blit(img, img.get_rect(center=spot))

    def _draw_tokens(self, surface: pygame.Surface) -> None:
        board = self.board_shown
        for p, rows in enumerate(board):
            for row, column in enumerate(rows):
                if column == NOT_PLACED:
                    continue
                side = 40 if column == PICTURE else 58
                player_mark(surface, self.seats[p].colour, self._token_spot(p, row, column, board), side // 2)

    def _draw_tally(self, surface: pygame.Surface) -> None:
        if not self.tally or self.tally_player is None:
            return
        rgb = player_rgb(self.seats[self.tally_player].colour)
        for (row, space), number in self.tally.items():
            cell = self.layout.cell(row, space)
            centre = (cell.centerx, cell.top + 16)
            pygame.draw.circle(surface, rgb, centre, 17)
            pygame.draw.circle(surface, INK, centre, 17, 3)
            text.draw(surface, str(number), 20, centre, PAPER, anchor="center", outline=2)

    def _draw_team_pile(self, surface: pygame.Surface) -> None:
        area = self.layout.area("team_pile")
        left = len(self.state.team_pile)
        img = assets.scaled("yahtzee/team-back.png", (72, 72))
        for k in range(min(left, 4)):
            surface.blit(img, img.get_rect(center=(area.left + 44 + 4 * k, area.centery - 4 * k)))
        text.draw(surface, f"x{left}", 34, (area.left + 96, area.centery), PAPER, anchor="midleft", outline=3)

    def _draw_players(self, surface: pygame.Surface) -> None:
        state = self.state
        for p, seat in enumerate(self.seats):
            rect = self._card_rect(p)
            now = not self.match.is_over and p == self.current
            panel(surface, rect.move(0, -4) if now else rect, PAPER, radius=16)
            if now:
                pygame.draw.rect(surface, GLOW, rect.move(0, -4).inflate(8, 8), 5, border_radius=20)
            portrait(surface, seat.character, (rect.left + 36, rect.top + 38), 54, ring=player_rgb(seat.colour))
            player_mark(surface, seat.colour, (rect.left + 62, rect.top + 66), 13)
            size = text.fit(seat.name, 22, rect.width - 84)
            text.draw(surface, seat.name, size, (rect.left + 78, rect.top + 6), INK)
            score = self.totals_shown[p] if self.totals_shown is not None else sum(
                c for c in self.board_shown[p] if c > PICTURE)
            text.draw(surface, str(score), 40, (rect.left + 78, rect.top + 26), (200, 30, 40),
                      outline=2, outline_colour=INK)
            left = state.turns_per_player - state.turns_taken[p]
            for k in range(state.turns_per_player):  # turns left: filled dots
                centre = (rect.left + 84 + k * 14, rect.bottom - 12)
                pygame.draw.circle(surface, player_rgb(seat.colour) if k < left else PAPER, centre, 5)
                pygame.draw.circle(surface, INK, centre, 5, 2)
            self._draw_team_tokens(surface, p, rect)
            if state.phase is Phase.ROLLOFF and p in state.rolloff:
                count = state.rolloff_counts[state.rolloff.index(p)]
                if count >= 0:
                    die = die_image(Face.SPIDER_MAN, 30)
                    surface.blit(die, die.get_rect(midright=(rect.right - 36, rect.top + 22)))
                    text.draw(surface, f"x{count}", 22, (rect.right - 34, rect.top + 22), INK, anchor="midleft")
        if self.best.get() is not None and len(self.seats) == 1:
            text.draw(surface, f"Best: {self.best.get()}", 26, (self._card_rect(0).left - 14,
                      self._card_rect(0).centery), YELLOW, anchor="midright", outline=2)

    def _draw_team_tokens(self, surface: pygame.Surface, player: int, card: pygame.Rect) -> None:
        for k, value in enumerate(self.teams_shown[player]):
            name = f"yahtzee/team-{value}.png" if self.teams_revealed and value > 0 else "yahtzee/team-back.png"
            img = assets.scaled(name, (30, 30))
            surface.blit(img, img.get_rect(topright=(card.right - 8 - (k % 3) * 26, card.top + 34 + (k // 3) * 26)))

    def _draw_rolls_left(self, surface: pygame.Surface) -> None:
        """Under the word Roll: one small die per roll left, empty outlines for rolls used."""
        state = self.state
        if state.phase is not Phase.PLAY:
            return
        button = self.roll_button.rect
        for k in range(MAX_ROLLS):
            centre = (button.right + 26, button.top + 22 + k * 38)
            if k < MAX_ROLLS - state.rolls_used:
                img = die_image(Face.SPIDER_MAN, 34)
                surface.blit(img, img.get_rect(center=centre))
            else:
                pygame.draw.rect(surface, PAPER, pygame.Rect(0, 0, 28, 28).move(centre[0] - 14, centre[1] - 14),
                                 3, border_radius=6)

    def _draw_confirm_face(self, surface: pygame.Surface) -> None:
        if self.pending is None or not self.is_human_turn():
            return
        rect = self.confirm_button.rect
        portrait(surface, self.pending.friend.slug, (rect.left + 44, rect.centery), 60)

    def _draw_info(self, surface: pygame.Surface) -> None:
        """A picture first, a few words second: what can happen now."""
        area = self.layout.area("info").inflate(-16, -16)
        name, words = self._explanation()
        img = assets.image(f"yahtzee/{name}.png")
        scale = min(area.width / img.get_width(), (area.height - 50) / img.get_height())
        pic = assets.scaled(f"yahtzee/{name}.png", (int(img.get_width() * scale), int(img.get_height() * scale)))
        surface.blit(pic, pic.get_rect(midtop=area.midtop))
        size = text.fit(words, 22, area.width)
        text.draw(surface, words, size, (area.centerx, area.bottom - 20), INK, anchor="center")

    def _explanation(self) -> tuple[str, str]:
        state = self.state
        if state.phase is Phase.ROLLOFF:
            return "dice_faces", "Tie! Most Spider-Mans wins!"
        if state.phase is Phase.OVER:
            return "easy_totaling", "Count the spaces!"
        if state.dice and is_spider_yahtzee(state.dice):
            return "spider_yahtzee", "Any friend goes on 5!"
        if zero_forced(state):
            return "zero", "Nothing new: score 0"
        if state.dice and is_team(state.dice):
            return "team_token", "All different: a Team!"
        if not state.dice:
            return "wild_spider_man", "Spider-Man is wild!"
        if state.rolls_used < MAX_ROLLS and not score_preview(state):
            return "keep_and_roll", "Roll again!"
        return "keep_and_roll", "Keep dice, roll again"

    def _draw_banner(self, surface: pygame.Surface) -> None:
        if not self.banner or self.banner.scale <= 0:
            return
        board = self.layout.board_rect()
        card = pygame.Rect(0, 0, int(520 * self.banner.scale), int(240 * self.banner.scale))
        card.center = board.center
        if card.width < 40:
            return
        panel(surface, card, YELLOW, radius=28)
        size = text.fit(self.banner.title, int(48 * self.banner.scale), card.width - 30)
        text.draw(surface, self.banner.title, size, (card.centerx, card.top + 18), PAPER, anchor="midtop", outline=3)
        faces = self.banner.faces
        side = px(min(80, (card.width - 40) / max(len(faces), 1) - 6))
        left = card.centerx - (len(faces) * (side + 6)) // 2
        for k, face in enumerate(faces):
            hop = int(10 * abs(math.sin(self.clock * 8 + k)))
            img = die_image(face, side)
            surface.blit(img, (left + k * (side + 6), card.bottom - side - 24 - hop))


SCENE = YahtzeeScene
