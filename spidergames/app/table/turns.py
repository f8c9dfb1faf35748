"""The turn loop under every game scene: show what happened, then start what comes next.

Each frame (`_step`) the screen first shows what the rules reported, one event at a time (the
`Display`); once it has caught up, the loop starts what comes next (`_advance`): the end of the game, a
new seat's turn (the pass-the-device curtain first when a person's secrets come next, after a short beat
so the last move is seen), the Oops beat of the person who just decided, or a robot's turn (it decides
beside the frame loop under a "thinking…" bubble, shows its steps at a child's pace, then plays), or,
for a seat played on another computer, waiting for its move to arrive. The loop talks to its match
through one door, the match's link (`core.seat_link.SeatLink`): sights of the position for the viewer on
screen, and actions handed in with the state number of the position they were chosen on. The link keeps
the game, runs the robots and refuses what the rules refuse; the loop shows the rules' kind message.

`game_scene.GameScene` is this loop with a table: a game's scene subclasses that.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from datetime import date
from functools import partial
from time import monotonic
from typing import TYPE_CHECKING, Generic, TypeVar

from ...core.protocol import Seat
from ...core.seat_link import SeatLink
from .. import i18n
from ..across_prompts import missed as missed_line
from ..anim import Animator
from ..scene import Scene
from ..scenes.overlays import CurtainScene, GameControls, ThinkingScene
from ..seat_names import named_today
from ..ui.toast import Toast
from ..words import say
from .assist import Assist
from .caption import CaptionBar, Captions, Line
from .decision import Decision
from .display import Display
from .presentation import Presentation

if TYPE_CHECKING:
    from ..application import App

BOT_THINK_SECONDS = 0.7
CURTAIN_BEAT = 0.6  # seconds the last move stays in view before the curtain comes down

S = TypeVar("S")  # the game's state: behind the link, only `final_state` hands it over at the end
A = TypeVar("A")  # the game's action
V = TypeVar("V")  # the game's observation: what the viewer may see, all a table draws from
E = TypeVar("E")  # the game's event: what one move did, as the viewer may see it


class TurnLoop(Scene, ABC, Generic[S, A, V, E]):
    """Whose turn it is and what happens next, over the match's link; the table on top of it
    (`GameScene`) gives the caption, the Help and Oops buttons, the toast and the game's controls."""

    hidden_information = False  # True: the table shows the viewer's secrets, so a curtain comes between people
    captions: Captions | None = None  # the game's captions module: its events in words
    caption: CaptionBar
    assist: Assist
    toast: Toast
    controls: GameControls

    def __init__(self, app: App, match: SeatLink[S, A, V, E]) -> None:
        super().__init__(app)
        self.match = match
        self.game_id = match.game.info.id
        self.anim = Animator(app.settings.speed)
        self.presentation = Presentation(app)  # a demo gives its own: how this game is presented
        self.anim.instant = self.presentation.instant
        self.display: Display[V, E] = Display(match.sight(), self.viewer)
        self.last_played: A | None = None  # the action shown last (Help follows its own plan with it)
        self._named: tuple[object, tuple[Seat, ...]] | None = None  # the seats named in a language, by it
        self._on_show: Line | None = None  # what the event on show did, told once its animation is over
        self._told: list[Line] = []  # lines of what happened told this frame, to be said
        self._bot_action: A | None = None
        self._decision: Decision[A] | None = None  # a robot still making up its mind
        self._thinking: ThinkingScene | None = None
        self._seen_turn: tuple[int, int] | None = None  # (seat, state number) already announced
        self._beat_for: tuple[int, int] | None = None  # the turn whose curtain already waited its beat
        self._viewer: int | None = None  # the human seat whose secrets are on screen
        self._finished = False
        self.new_stickers: dict[int, list[str]] = {}  # seat -> the stickers this game earned (the results show them)
        self._since = monotonic()  # when the time at this table was last given to the children here
        self._settling = False  # an animation ended this frame (the table below it is composed again)
        self._held = False  # a robot's move waits one frame for that

    # -- seats --------------------------------------------------------------------------------------
    @property
    def seats(self) -> tuple[Seat, ...]:
        """The match's seats as shown and said now: a default name in today's language (`named_today`);
        everything that names a seat (caption, badge, panels, results, voice) takes them from here."""
        key = (self.match.config.seats, i18n.language())
        if self._named is None or self._named[0] != key:
            self._named = (key, named_today(self.match.config.seats))
        return self._named[1]

    @property
    def current(self) -> int:
        return self.match.current_player

    def is_human_turn(self) -> bool:
        return (not self.match.is_over and self.seats[self.current].is_human and self.match.here(self.current)
                and not self.robot_busy)

    @property
    def robot_choice(self) -> A | None:
        """The move a robot chose and is showing now, before it is played (None: no such move)."""
        return self._bot_action

    @property
    def robot_busy(self) -> bool:
        """A robot is making up its mind or showing its move."""
        return self._bot_action is not None or self._decision is not None

    def viewer(self) -> int | None:
        """Whose secret information may be drawn now (None: nobody's, e.g. a curtain is due)."""
        return self._viewer

    # -- the loop -----------------------------------------------------------------------------------
    def _step(self) -> None:
        """Show the next event, or once all are shown, play on."""
        if self._decision is not None and self._decision.ready:  # a robot made up its mind: show how
            self._bot_action, self._decision = self._decision.result(), None
            self.presentation.choosing(self._bot_action)  # a demo's rule goes up with the move it is about
            self.show_bot_steps(self._bot_action)
        while True:
            if self.anim.busy:
                if not self.anim.instant:
                    return
                self.anim.update(0.0)  # autoplay: every animation ends at once
                continue
            self._tell_landed()
            shown = self.display.next_event()
            if shown is None:
                break
            if self.captions is not None:
                self._on_show = self.captions.happened(*shown)
            self.play_event(*shown)
        if self._decision is not None:
            return  # the bubble keeps thinking; the frame never waits
        if self._bot_action is not None:
            if self._settling and not self._held:  # its last step ended this frame, which composes the
                self._held = True  # table that step left: the move is saved on the next (each a light frame)
                self.anim.wait(0)
                return
            action, self._bot_action, self._held = self._bot_action, None, False
            self._close_thinking()
            seat = self.current
            if self._play(action):  # saved on this frame, shown from the next, which composes the table
                self.anim.wait(0, then=partial(self._show_played, seat, action))  # (each a light frame)
            return
        self._advance()

    def keep_time(self) -> None:
        """The time since the last count goes to each child at this table (the grown-ups' records: time
        played this week). Called when the game ends and when the table is left."""
        now = monotonic()
        seconds, self._since = now - self._since, now
        if self.presentation.saves:
            children = [s.profile for s in self.match.config.seats if s.is_human and s.profile]
            self.app.profiles.add_time(children, seconds, date.today())

    def _tell_landed(self) -> None:
        """The last event's animation is over: its line of what happened is written and said now, not
        when it began (the words follow the table: "Ann rolled:" once the dice have landed)."""
        line, self._on_show = self._on_show, None
        if line is not None:
            self.caption.tell(line)
            self._told.append(line)

    def _advance(self) -> None:
        """Start whatever comes next: the end, a new turn, or a computer's move."""
        if not self.presentation.may_go_on():
            return  # a demo waits for the teacher (or its own pause) between moves
        if self.match.is_over:
            if not self._finished:
                self._finished = True
                if self.presentation.saves:  # each child's profile keeps the game (a demo's robots have none)
                    self.keep_time()
                    self.app.profiles.record(self.match)
                    self.new_stickers = self.app.profiles.award(self.match)
                self.match.finish()
                self.finale()
            return
        turn = (self.current, self.match.version)
        if self._seen_turn != turn:
            if self.assist.holds(turn):
                return  # the person who just decided may still press Oops: the next seat waits its beat
            first_visit = self._seen_turn is None or self._seen_turn[0] != self.current
            if first_visit and self._offer_break():
                return  # a new seat's turn starts once the card is put away
            seat = self.seats[self.current]
            here = self.match.here(self.current)
            if seat.is_human and here and self._needs_curtain():
                if self._beat_for != turn and self.match.version:  # let the last move be seen first
                    self._beat_for = turn
                    self.anim.wait(CURTAIN_BEAT / max(self.anim.speed, 0.01))
                    return
                self._seen_turn = turn
                self._viewer = None
                self.app.scenes.push(CurtainScene(self.app, seat, lambda: self._reveal(self.current),
                                                  controls=self.controls))
                return
            self._seen_turn = turn
            if (seat.is_human and here) or self.presentation.looks_over_robots:
                self._viewer = self.current
            elif not here:
                self._viewer = self._home_viewer()
            if first_visit:
                self.on_turn_start(self.current)
            if not seat.is_human and here:
                self._start_bot()
            elif not here:
                self._wait_elsewhere()
        if not self.match.here(self.current):
            self._follow_elsewhere()

    def _follow_elsewhere(self) -> None:
        """A seat at another computer is on turn (a robot too: robots play on the host). It is waited for,
        not driven here: its move is shown once it arrives, like a move made at this screen."""
        seat = self.current
        sight = self.match.arrived()
        if sight is None:
            return
        self._close_thinking()
        missed = sight.version - self.display.latest.version - 1
        if missed > 0:  # back after a long drop: the newest position at once, and how much was missed
            self.display.reset(sight)
            self.caption.clear()
            self.caption.tell(missed_line(missed))
            self._told.append(missed_line(missed))
            return
        self.caption.acted(seat)
        self.display.follow(sight)

    def _wait_elsewhere(self) -> None:
        """While a seat at another computer is on turn, this screen looks as on a robot's turn at one
        computer: its buttons grey, the caption "NAME is playing." and the bubble naming who plays
        ("thinking" for a robot, which plays on the host; "playing" for a person), until the move arrives."""
        if self.presentation.thinking_bubble and not self.presentation.instant and self._thinking is None:
            self._thinking = self.thinking_bubble(self.current, playing=self.seats[self.current].is_human)
            self.app.scenes.push(self._thinking)

    def _home_viewer(self) -> int | None:
        """Whose secrets stay on this screen while another computer's seat plays: the seat here that saw
        last, else the only person here; nobody's when several share this screen and none has looked yet."""
        if self._viewer is not None and self.match.here(self._viewer):
            return self._viewer
        mine = [i for i, s in enumerate(self.seats) if s.is_human and self.match.here(i)]
        return mine[0] if len(mine) == 1 else None

    def _offer_break(self) -> bool:
        """Between two turns (every move shown, the last one saved), once the play time a grown-up set
        has run: the break card. True if it came."""
        if not (self.presentation.saves and self.app.breaks.due(self.app.settings.break_minutes)):
            return False
        from .break_card import BreakScene

        self.app.breaks.restart()
        self.app.scenes.push(BreakScene(self.app, self.back_to_menu))
        return True

    @abstractmethod
    def back_to_menu(self) -> None:
        """Leave the game for the menu (it stays saved): the break card offers it."""

    def _needs_curtain(self) -> bool:
        humans = sum(1 for i, s in enumerate(self.seats) if s.is_human and self.match.here(i))
        return (self.hidden_information and self.app.settings.curtain and humans > 1
                and self.presentation.curtains and self._viewer != self.current)

    def _reveal(self, seat: int) -> None:
        self._viewer = seat
        self.on_turn_start(seat)

    def _start_bot(self) -> None:
        if not self.presentation.instant:
            if self.presentation.thinking_bubble:
                self._thinking = self.thinking_bubble(self.current)
                self.app.scenes.push(self._thinking)  # a bubble that lets the board below keep moving
            self.anim.wait(BOT_THINK_SECONDS / max(self.anim.speed, 0.01))
        self._decision = Decision(self.match.bot_choice, inline=self.presentation.instant)

    def _close_thinking(self) -> None:
        if self._thinking is not None:
            self.app.scenes.pop(self._thinking)
            self._thinking = None

    def stop_robot(self) -> None:
        """A robot's choice still coming is cancelled (the scene is left)."""
        if self._decision is not None:
            self._decision.cancel()
            self._decision = None

    # -- actions ------------------------------------------------------------------------------------
    def submit(self, action: A) -> bool:
        """Play `action`; on a refusal show the rules' kind message. Returns True if played."""
        seat = self.current
        if not self._play(action):
            return False
        self._show_played(seat, action)
        return True

    def _play(self, action: A) -> bool:
        """Hand `action` to the match, chosen on the newest position the screen knows (the match keeps
        it; nothing of it is shown yet); False, and the rules' kind message, if it was refused."""
        before = self.display.latest
        refusal = self.match.submit(action, before.version)
        if refusal is not None:
            self.refuse(say(refusal))
            return False
        self.presentation.played(before, self.match.sight())
        return True

    def _show_played(self, seat: int, action: A) -> None:
        """`seat` played `action`: the table starts showing it."""
        self.last_played = action
        self.caption.acted(seat)
        self.display.follow(self.match.sight())
        self.on_played(action)

    def refuse(self, message: str) -> None:
        self.app.sound("error")
        self.toast.show(message)

    # -- hooks for the game subclass -----------------------------------------------------------------
    @abstractmethod
    def play_event(self, event: E, before: V, after: V) -> None:
        """Animate one event the rules reported; `before`/`after` are the viewer's observations."""

    @abstractmethod
    def thinking_bubble(self, seat: int, *, playing: bool = False) -> ThinkingScene:
        """The "NAME is thinking" bubble of a robot's turn, "NAME is playing" with `playing` (a person at
        another computer); the table knows where it may go."""

    def show_bot_steps(self, action: A) -> None:
        """Tweens that show a computer's choice step by step before it is played."""

    def on_played(self, action: A) -> None:
        """An action was just played (forget a half-made choice, a preview...)."""

    def on_turn_start(self, seat: int) -> None:
        """A new seat's turn begins (after any curtain)."""
        self.app.sound("turn")

    @abstractmethod
    def finale(self) -> None:
        """The game just ended: the table shows how it ended."""
