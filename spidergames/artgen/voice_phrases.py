"""What the voice must be able to say, read from the code itself (no list kept by hand).

`templates()` finds every caption template, every Help reason and every rule note of the classroom
demo (and its start card) by reading the source (each registered game's `captions.py`, `bots.py` and
`teach.py`, in its folder, and `app/table/caption.py`, `app/table/demo.py`, `core/hints.py`): the first
argument of each `Line(...)`, `Line.of(...)`, `Reason.of(...)` and `Note.about(...)`. The argument may be a string, a
`+` or an `if ... else ...` of strings, `N_("...")`/`_("...")`, a counted `N_plural("...", "...",
"count")` (a template with its plural), or a local name (or a module-level
dict looked up with `.get`/`[]`) set to any of those; anything else (an f-string, a call) cannot be
known ahead and is an error, so a new caption cannot slip past the voice unseen.

`sentences()` lists the whole sentences a demo note puts in its template (why three cards score,
what a guess did, a Power's help), said sentence by sentence like a template's fixed words.

`values()` lists the words a placeholder can hold that are fixed (numbers, and what each registered
game gives as its spoken values, `GameEntry.spoken`: symbols, villains, Powers, friends, cards,
moves): each gets a clip, and so does each single word in
them, so that a value made of several ("3 Hulks and 2 Thors") is said from the clips of its words
(`app.speech.cut`).

Each takes `games` (default: every registered game) and `shared` (the app's own sources and words,
default True), so the generator can ask for the app's words alone (`games=()`) or one game's alone
(`shared=False`): each game's clips go in its own archive.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from ..core.plugin import GameEntry, SpokenValues
from ..core.registry import entries

Games = Sequence[GameEntry] | None
"""Which games' words: None for every registered one."""

PACKAGE = Path(__file__).resolve().parent.parent
TEACH = "teach.py"
GAME_SOURCES = ("captions.py", "bots.py", TEACH, "stickers.py")
"""The files of each game's folder that hold spoken templates."""
SHARED_SOURCES = ("app/table/caption.py", "app/table/demo.py", "app/table/focus_words.py", "app/table/break_card.py",
                  "core/hints.py", "app/profile_prompts.py", "app/stickers.py", "app/across_prompts.py")
MAKERS = {("Line", None), ("Line", "of"), ("Reason", "of"), ("Note", "about"), ("StickerKind", None)}
"""The calls whose first argument is a spoken template: `Line(...)`, `Line.of(...)`, `Reason.of(...)`,
`Note.about(...)`, and a sticker's name, `StickerKind(...)`."""
MARKERS = {"N_", "_"}
"""gettext markers a template may be wrapped in."""
CONNECTIVES = ("and", "vs", "your home corner", "your treasure")
"""Words the code puts between values ("3 Hulks and 2 Thors", "24 vs 24") or in place of one (a goal,
or a secret one said aloud: `Reason.hiding`)."""


@dataclass(frozen=True)
class Template:
    text: str
    where: str  # "games/yahtzee/captions.py:36", for messages
    plural: str = ""  # a counted sentence's plural ("moved {steps} spaces"): each language's forms are said


class Unknowable(Exception):
    """A template the scan cannot read ahead of time."""


def registered(games: Games) -> Sequence[GameEntry]:
    return entries() if games is None else games


def game_files(names: tuple[str, ...], games: Games = None) -> list[Path]:
    """The files called `names` in each game's folder (a game in its own package too)."""
    return sorted(e.folder.resolve() / name for e in registered(games) for name in names if (e.folder / name).is_file())


def source_files(games: Games = None, shared: bool = True) -> list[Path]:
    return sorted(game_files(GAME_SOURCES, games) + [PACKAGE / name for name in SHARED_SOURCES if shared])


def templates(games: Games = None, shared: bool = True) -> list[Template]:
    """Every spoken template in the code, once each, in file order."""
    found: dict[str, Template] = {}
    for path in source_files(games, shared):
        where = path.relative_to(PACKAGE) if path.is_relative_to(PACKAGE) else Path(path.parent.name, path.name)
        for template in scan(path.read_text(encoding="utf-8"), where.as_posix()):
            found.setdefault(template.text, template)
    return list(found.values())


def scan(source: str, name: str) -> Iterator[Template]:
    tree = ast.parse(source)
    module_values = _assignments(tree.body)
    for scope in [tree, *(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef))]:
        local = {**module_values, **_assignments(list(ast.walk(scope)) if scope is not tree else [])}
        body = scope.body if scope is not tree else [n for n in tree.body
                                                     if not isinstance(n, ast.FunctionDef | ast.ClassDef)]
        for node in (n for stmt in body for n in ast.walk(stmt)):
            if isinstance(node, ast.Call) and _maker(node) and node.args:
                where = f"{name}:{node.lineno}"
                counted = _plural(node.args[0])
                if counted is not None:
                    yield Template(*counted[:1], where, counted[1])
                    continue
                try:
                    texts = _strings(node.args[0], local)
                except Unknowable as exc:
                    raise Unknowable(f"{where}: cannot tell what this caption says ahead of time ({exc}); "
                                     "write the template as a string") from None
                yield from (Template(t, where) for t in texts)


def _plural(node: ast.expr) -> tuple[str, str] | None:
    """`N_plural("singular", "plural", "count")`: its two templates."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "N_plural" \
            and len(node.args) >= 2 and all(isinstance(a, ast.Constant) and isinstance(a.value, str)
                                            for a in node.args[:2]):
        return str(node.args[0].value), str(node.args[1].value)  # type: ignore[attr-defined]
    return None


def _maker(call: ast.Call) -> bool:
    f = call.func
    if isinstance(f, ast.Name):
        return (f.id, None) in MAKERS
    return isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and (f.value.id, f.attr) in MAKERS


def _assignments(nodes: list[ast.AST] | list[ast.stmt]) -> dict[str, list[ast.expr]]:
    out: dict[str, list[ast.expr]] = {}
    for node in nodes:
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    out.setdefault(target.id, []).append(node.value)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None:
            out.setdefault(node.target.id, []).append(node.value)
    return out


def _strings(node: ast.expr, names: dict[str, list[ast.expr]]) -> list[str]:
    """Every string `node` can evaluate to."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return [a + b for a in _strings(node.left, names) for b in _strings(node.right, names)]
    if isinstance(node, ast.IfExp):
        return _strings(node.body, names) + _strings(node.orelse, names)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in MARKERS and node.args:
        return _strings(node.args[0], names)
    if isinstance(node, ast.Name) and node.id in names:
        return [s for value in names[node.id] for s in _strings(value, names)]
    lookup = _dict_lookup(node)
    if lookup is not None and lookup in names:
        return [s for table in names[lookup] if isinstance(table, ast.Dict)
                for value in table.values for s in _strings(value, names)]
    raise Unknowable(ast.unparse(node))


def _dict_lookup(node: ast.expr) -> str | None:
    """`TABLE.get(key)` or `TABLE[key]`: the name TABLE."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get" \
            and isinstance(node.func.value, ast.Name):
        return node.func.value.id
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
        return node.value.id
    return None


def numbers() -> list[str]:
    return [str(n) for n in range(101)]


@cache
def _spoken(game: GameEntry) -> SpokenValues:
    return game.spoken() if game.spoken is not None else SpokenValues()


def spoken(games: Games = None) -> tuple[SpokenValues, ...]:
    """Each game's spoken values (`GameEntry.spoken`)."""
    return tuple(_spoken(e) for e in registered(games))


def names(games: Games = None) -> list[str]:
    """Whole names a placeholder may hold (said as one clip, for a natural "Captain America")."""
    return [name for values in spoken(games) for name in values.names]


def sentences(games: Games = None) -> list[str]:
    """Sentences a demo note's placeholder may hold: every marked string of a teach module that is
    not a template (`N_("No match: it goes on the discard pile.")`) and each game's spoken sentences
    (a Power's help)."""
    teach = game_files((TEACH,), games)
    found = [s for path in teach for s in _marked(path.read_text(encoding="utf-8"))]
    templates = {t.text for path in teach for t in scan(path.read_text(encoding="utf-8"), path.name)}
    found += [s for values in spoken(games) for s in values.sentences]
    return [s for s in dict.fromkeys(found) if s not in templates]


def _marked(source: str) -> list[str]:
    """Every string in `source` marked for translation with `N_("...")`."""
    return [node.args[0].value for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "N_"
            and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)]


def counted(games: Games = None) -> list[str]:
    """Every counted name a value may be ("1 Hulk" ... "5 Spider-Mans")."""
    return [c for values in spoken(games) for c in values.counted]


def phrases(games: Games = None) -> list[str]:
    """Longer values, each said from the clips of its words (their words get clips, not they)."""
    return [p for values in spoken(games) for p in values.phrases] + counted(games)


def words(texts: list[str]) -> list[str]:
    """The single words in `texts`, without the punctuation around them (as `app.speech.cut` sees them)."""
    from ..app.speech import word_runs

    return [w for t in texts for w in word_runs(t)]


def values(games: Games = None, shared: bool = True) -> list[str]:
    """Every value text that gets a clip: names whole, and every single word of every value (the app's
    own: the numbers and the words between values)."""
    whole = names(games) + (list(CONNECTIVES) + numbers() if shared else [])
    return list(dict.fromkeys(whole + words(whole + phrases(games))))
