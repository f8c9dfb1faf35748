"""Spider-Man & Friends Yahtzee: the rules as a pure, immutable state machine.

A turn is up to three Roll actions (each names the dice kept) and then one scoring action:
Score (a friend you rolled), SpiderManYahtzee (five Spider-Mans: any friend in column 5) or
ScoreZero (forced after the third roll when nothing you rolled can be scored). After everybody's
last turn the totals are counted; a tie for the best total is broken by RollOff actions.
Every step leaves what it did in `State.events` so the scene can animate it.
"""

from __future__ import annotations

import enum
import random
from collections import Counter
from dataclasses import dataclass
from itertools import combinations

from spidergames.core.protocol import (
    GAME_OVER,
    TERMINAL,
    Game,
    GameConfig,
    Message,
    Outcome,
    replace,
    seat_of,
)

from .board import (
    DICE,
    NOT_PLACED,
    PICTURE,
    TEAM_TOKENS,
    TURNS_PER_PLAYER,
    Board,
    Face,
    column_total,
    count_of,
    easy_count,
    empty_board,
    has_scored,
    is_spider_yahtzee,
    is_team,
    landing_column,
    place,
    unscored,
)
from .info import INFO

MAX_ROLLS = 3


class Phase(str, enum.Enum):  # noqa: UP042 - StrEnum changes str() and format() ("Phase.PLAY" -> "play")
    PLAY = "play"
    ROLLOFF = "rolloff"  # the final tally is done and the best total is tied
    OVER = "over"


class EventKind(str, enum.Enum):  # noqa: UP042 - as Phase: StrEnum changes str() and format()
    ROLL = "roll"
    SCORE = "score"
    ZERO = "zero"
    SPIDER_YAHTZEE = "spider-man-yahtzee"
    ROLLOFF = "rolloff"


@dataclass(frozen=True)
class Event:
    """What just happened, for the scene to animate.

    `dice`: the five dice after the step (a roll-off roll too). `kept`: dice indices that stayed
    put on a roll. `friend`/`count`/`column`: the token placed. `team`: a team was formed;
    `team_token`: its value, 0 when face down to this viewer, -1 when none was left to take.
    A roll-off stores the Spider-Mans rolled in `count`.
    """

    kind: EventKind
    player: int
    dice: tuple[Face, ...]
    kept: tuple[int, ...] = ()
    friend: Face | None = None
    count: int = 0
    column: int = NOT_PLACED
    team: bool = False
    team_token: int = -1


@dataclass(frozen=True)
class State:
    """The whole table. In an observation, hidden team values read 0 (a face-down token)."""

    players: int
    turns_per_player: int
    current: int  # whose turn it is during PLAY
    turns_taken: tuple[int, ...]
    dice: tuple[Face, ...]  # () before the first roll of a turn
    rolls_used: int
    board: Board  # board[player][row] = column of that friend's token, NOT_PLACED if in hand
    team_pile: tuple[int, ...]  # face-down team tokens, top first
    teams: tuple[tuple[int, ...], ...]  # team tokens each player took, in order
    phase: Phase = Phase.PLAY
    rolloff: tuple[int, ...] = ()  # tied seats still rolling, in seat order
    rolloff_counts: tuple[int, ...] = ()  # Spider-Mans each rolled this round; -1 = not yet
    winners: tuple[int, ...] = ()
    events: tuple[Event, ...] = ()  # what the last action did (one event, or none at the start)

    @property
    def current_player(self) -> int:
        """The seat to act now: the turn's player, the next tied seat to roll off, or TERMINAL."""
        if self.phase is Phase.PLAY:
            return self.current
        if self.phase is Phase.ROLLOFF:
            return self.rolloff[self.rolloff_counts.index(-1)]
        return TERMINAL


# -- actions -------------------------------------------------------------------------------------
def _describe(faces: tuple[Face, ...]) -> str:
    counts = Counter(faces)
    parts = [f.plural(counts[f]) for f in sorted(counts)]
    return ", ".join(parts[:-1]) + (" and " if len(parts) > 1 else "") + parts[-1]


@dataclass(frozen=True)
class Roll:
    """Roll every die not kept. `keep` = dice indices left in place, `faces` = what they show."""

    keep: tuple[int, ...] = ()
    faces: tuple[Face, ...] = ()

    def __str__(self) -> str:
        if not self.keep:
            return "roll all five dice"
        return f"keep {_describe(self.faces)} and roll"


@dataclass(frozen=True)
class Score:
    """Place this friend's token; the rules count the dice (wilds too) and apply the left rule."""

    friend: Face

    def __str__(self) -> str:
        return f"score {self.friend.title}"


@dataclass(frozen=True)
class SpiderManYahtzee:
    """Five Spider-Mans: put any friend still in hand in column 5 (left rule if taken)."""

    friend: Face

    def __str__(self) -> str:
        return f"Spider-Man Yahtzee! put {self.friend.title} in column 5"


@dataclass(frozen=True)
class ScoreZero:
    """Nothing to score after the third roll: put this friend's token in the Picture Column."""

    friend: Face

    def __str__(self) -> str:
        return f"score zero: put {self.friend.title} in the Picture Column"


@dataclass(frozen=True)
class RollOff:
    """Break a tie: roll all five dice; most Spider-Mans wins."""

    def __str__(self) -> str:
        return "roll all five dice to break the tie"


Action = Roll | Score | SpiderManYahtzee | ScoreZero | RollOff


@dataclass(frozen=True)
class Observation:
    """What one seat may see: the table with other players' team values (and the pile) face down."""

    viewer: int | None  # None: nobody (a curtain is up, or a spectator): only what is public
    state: State

    @property
    def me(self) -> int:
        """The seat this view belongs to: a robot always sees as a seat (nobody's view has none)."""
        return seat_of(self.viewer)

    @property
    def current_player(self) -> int:
        return self.state.current_player

    @property
    def events(self) -> tuple[Event, ...]:
        return self.state.events


# -- pure helpers the scene and the bots share ---------------------------------------------------
def score_preview(state: State) -> tuple[tuple[Face, int, int], ...]:
    """For the current dice: every friend the current player may score now, with its count
    (wilds included) and the exact column its token would land on. Empty when zero is forced
    or before the first roll."""
    if state.phase is not Phase.PLAY or not state.dice:
        return ()
    p = state.current
    return tuple(
        (f, n, landing_column(state.board, f, n))
        for f in unscored(state.board, p)
        if (n := count_of(state.dice, f)) > 0
    )


def zero_forced(state: State) -> bool:
    """Third roll done and no friend still in hand shows on the dice (no Spider-Man either)."""
    return (state.phase is Phase.PLAY and state.rolls_used == MAX_ROLLS
            and not score_preview(state))


def turns_left(state: State, player: int) -> int:
    """Turns this player still has, counting the one in progress."""
    return state.turns_per_player - state.turns_taken[player]


def final_totals(state: State) -> tuple[int, ...]:
    """Column numbers plus team tokens, per player (the final tally)."""
    return tuple(column_total(state.board, p) + sum(state.teams[p]) for p in range(state.players))


def counted_spaces(state: State) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """Easy totaling for young players: per player, per row, the spaces to count aloud."""
    return easy_count(state.board)


def _roll_keeps(dice: tuple[Face, ...]) -> tuple[Roll, ...]:
    """Every keep-set of the current dice except keeping all five.

    House rule: a roll must roll at least one die; keeping all five means scoring instead."""
    return tuple(
        Roll(keep, tuple(dice[i] for i in keep))
        for size in range(DICE)
        for keep in combinations(range(DICE), size)
    )


class Yahtzee(Game[State, Action]):
    info = INFO
    state_type = State
    action_types = (Roll, Score, SpiderManYahtzee, ScoreZero, RollOff)

    def new_game(self, config: GameConfig, rng: random.Random) -> State:
        pile = list(TEAM_TOKENS)
        rng.shuffle(pile)
        n = config.players
        return State(
            players=n, turns_per_player=TURNS_PER_PLAYER[n], current=0, turns_taken=(0,) * n,
            dice=(), rolls_used=0, board=empty_board(n), team_pile=tuple(pile), teams=((),) * n,
        )

    def current_player(self, state: State) -> int:
        return state.current_player

    def legal_actions(self, state: State) -> tuple[Action, ...]:
        if state.phase is Phase.ROLLOFF:
            return (RollOff(),)
        if state.phase is Phase.OVER:
            return ()
        if state.rolls_used == 0:
            return (Roll(),)
        rolls: tuple[Action, ...] = _roll_keeps(state.dice) if state.rolls_used < MAX_ROLLS else ()
        hand = unscored(state.board, state.current)
        if is_spider_yahtzee(state.dice):
            return tuple(SpiderManYahtzee(f) for f in hand) + rolls
        if zero_forced(state):
            return tuple(ScoreZero(f) for f in hand)
        # Ruling: only a friend on the dice (or a wild) scores; before the third roll a hand that
        # scores nothing can only be rolled again (house rule: no early zero).
        return tuple(Score(f) for f, _, _ in score_preview(state)) + rolls

    def _apply(self, state: State, action: Action, rng: random.Random) -> State:
        if isinstance(action, Roll):
            return self._roll(state, action, rng)
        if isinstance(action, RollOff):
            return self._roll_off(state, rng)
        return self._score(state, action)

    # -- turn steps ------------------------------------------------------------------------------
    def _roll(self, state: State, action: Roll, rng: random.Random) -> State:
        """House rule: kept dice stay in their places; every other die is rolled where it lies."""
        dice = tuple(
            state.dice[i] if i in action.keep else Face(rng.randrange(len(Face)))
            for i in range(DICE)
        )
        event = Event(EventKind.ROLL, state.current, dice, kept=action.keep)
        return replace(state, dice=dice, rolls_used=state.rolls_used + 1, events=(event,))

    def _score(self, state: State, action: Score | SpiderManYahtzee | ScoreZero) -> State:
        p, friend = state.current, action.friend
        if isinstance(action, ScoreZero):
            kind, count, column = EventKind.ZERO, 0, PICTURE
        else:
            count = count_of(state.dice, friend)
            column = landing_column(state.board, friend, count)
            kind = EventKind.SPIDER_YAHTZEE if isinstance(action, SpiderManYahtzee) else EventKind.SCORE
        team = is_team(state.dice)
        pile, teams, token = state.team_pile, state.teams, -1
        if team and pile:
            token, pile = pile[0], pile[1:]
            teams = teams[:p] + (teams[p] + (token,),) + teams[p + 1:]
        event = Event(kind, p, state.dice, friend=friend, count=count, column=column,
                      team=team, team_token=token)
        taken = state.turns_taken[:p] + (state.turns_taken[p] + 1,) + state.turns_taken[p + 1:]
        after = replace(
            state, board=place(state.board, p, friend, column), team_pile=pile, teams=teams,
            turns_taken=taken, dice=(), rolls_used=0, current=(p + 1) % state.players, events=(event,),
        )
        if all(t == state.turns_per_player for t in taken):
            return self._tally(after)
        return after

    def _tally(self, state: State) -> State:
        """All turns taken: the best total wins, or the tied players start a roll-off."""
        totals = final_totals(state)
        best = [p for p, t in enumerate(totals) if t == max(totals)]
        if len(best) == 1:
            return replace(state, phase=Phase.OVER, winners=tuple(best))
        return replace(state, phase=Phase.ROLLOFF, rolloff=tuple(best),
                       rolloff_counts=(-1,) * len(best))

    def _roll_off(self, state: State, rng: random.Random) -> State:
        """One tied player rolls all five; after a full round the most Spider-Mans stay in.

        House rule: the tied players roll in seat order, a full round at a time."""
        slot = state.rolloff_counts.index(-1)
        player = state.rolloff[slot]
        dice = tuple(Face(rng.randrange(len(Face))) for _ in range(DICE))
        spiders = sum(1 for d in dice if d is Face.SPIDER_MAN)
        counts = state.rolloff_counts[:slot] + (spiders,) + state.rolloff_counts[slot + 1:]
        event = Event(EventKind.ROLLOFF, player, dice, count=spiders)
        if -1 in counts:
            return replace(state, rolloff_counts=counts, events=(event,))
        still = tuple(p for p, c in zip(state.rolloff, counts, strict=True) if c == max(counts))
        if len(still) == 1:
            return replace(state, phase=Phase.OVER, winners=still, rolloff_counts=counts,
                           events=(event,))
        return replace(state, rolloff=still, rolloff_counts=(-1,) * len(still), events=(event,))

    def reveals(self, before: State, action: Action, after: State) -> bool:
        """Every roll is chance; a score reveals when it takes a face-down team token or ends the
        game (the tally turns every token over)."""
        return (isinstance(action, (Roll, RollOff)) or after.team_pile != before.team_pile
                or after.phase is not Phase.PLAY)

    # -- results and views -----------------------------------------------------------------------
    def outcome(self, state: State) -> Outcome | None:
        if state.phase is not Phase.OVER:
            return None
        return Outcome(final_totals(state), state.winners)

    def scores(self, state: State) -> tuple[int, ...]:
        """Board points while playing; team tokens join once they are turned over at the tally."""
        if state.phase is Phase.PLAY:
            return tuple(column_total(state.board, p) for p in range(state.players))
        return final_totals(state)

    def observation(self, state: State, viewer: int | None) -> Observation:
        """Team values stay face down (0) for everyone but their owner until the final tally
        (ruling; house rule: all are turned over at the tally, before any roll-off). The pile's
        order is never shown."""
        revealed = state.phase is not Phase.PLAY
        teams = tuple(
            vals if revealed or p == viewer else (0,) * len(vals)
            for p, vals in enumerate(state.teams)
        )
        events = tuple(
            replace(e, team_token=0) if e.team_token > 0 and e.player != viewer and not revealed else e
            for e in state.events)
        masked = replace(state, team_pile=(0,) * len(state.team_pile), teams=teams, events=events)
        return Observation(viewer, masked)

    def refusal(self, state: State, action: object) -> Message:
        if state.phase is Phase.OVER:
            return GAME_OVER
        if state.phase is Phase.ROLLOFF:
            return Message("yahtzee.roll_off")
        if isinstance(action, RollOff):
            return Message("yahtzee.no_tie")
        if isinstance(action, Roll):
            return self._roll_refusal(state, action)
        if not state.dice:
            return Message("yahtzee.roll_first")
        friend = getattr(action, "friend", None)
        if friend is Face.SPIDER_MAN:
            return Message("yahtzee.spider_man_has_no_row")
        if isinstance(friend, Face) and has_scored(
                state.board, state.current, friend):
            return Message.of("yahtzee.friend_on_board", friend=friend)
        return self._score_refusal(state, action)

    def _roll_refusal(self, state: State, action: Roll) -> Message:
        if state.rolls_used >= MAX_ROLLS:
            return Message("yahtzee.third_roll_done")
        if state.rolls_used == 0:
            return Message("yahtzee.roll_all_first")
        if len(action.keep) >= DICE:
            return Message("yahtzee.keep_fewer")
        return Message("yahtzee.dice_changed")

    def _score_refusal(self, state: State, action: object) -> Message:
        if is_spider_yahtzee(state.dice):
            return Message("yahtzee.spider_yahtzee_rolled")
        if isinstance(action, SpiderManYahtzee):
            return Message("yahtzee.spider_yahtzee_needs_five")
        if isinstance(action, ScoreZero):
            if state.rolls_used < MAX_ROLLS:
                return Message("yahtzee.zero_too_soon")
            return Message("yahtzee.zero_not_needed")
        if zero_forced(state):
            return Message("yahtzee.zero_forced")
        friend = getattr(action, "friend", None)
        if isinstance(friend, Face):
            return Message.of("yahtzee.friend_not_rolled", friend=friend)
        return Message("yahtzee.pick_rolled_friend")


GAME = Yahtzee()
