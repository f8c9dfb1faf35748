"""Keep the translations in step with the code: extract the text, update every catalogue, compile.

There is one gettext domain for the app's own words (`spidergames/data/locale/`) and one for each
registered game's (its id, in its folder's `locale/`), so a game in its own package brings its own
translations and a game's words are found in its folder alone.

    python tools/catalogues.py               # after changing any text: .pot, every .po and .mo renewed
    python tools/catalogues.py --init it     # start a new language's catalogue (README: "Translations")
    python tools/catalogues.py --check       # exit 1, saying what, if anything is out of step

It is `pybabel extract`, `update` and `compile` with this project's options (babel.cfg, the `N_plural`
and `NC_` keywords, no source locations so moving code never changes a catalogue) in one step. The compiled
`.mo` files are committed: the app then reads them with the standard library from a checkout, a
wheel and a frozen build alike, with no build step and no Babel at run time; tests/app/test_i18n.py
fails when one is out of date.
"""

from __future__ import annotations

import argparse
import io
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # this checkout's games, not an installed copy's

from spidergames.core.registry import entries  # noqa: E402

LOCALE = ROOT / "spidergames" / "data" / "locale"
DOMAIN = "spidergames"
KEYWORDS = {**DEFAULT_KEYWORDS, "N_plural": (1, 2), "NC_": ((1, "c"), 2)}
HEADER = {"copyright_holder": "spidergames contributors", "msgid_bugs_address": ""}


@dataclass(frozen=True)
class Domain:
    """One catalogue domain: the words marked in the code under `source` (none from the `others`'
    folders) and their translations under `locale`."""

    name: str
    source: Path
    locale: Path
    others: tuple[Path, ...] = ()

    @property
    def template(self) -> Path:
        return self.locale / f"{self.name}.pot"

    def po_path(self, code: str) -> Path:
        return self.locale / code / "LC_MESSAGES" / f"{self.name}.po"

    def shown(self, path: Path) -> str:
        """`path` as a message names it: from the checkout, or from its own folder (a game elsewhere)."""
        return str(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.relative_to(self.source.parent))


def domains() -> list[Domain]:
    """The app's domain, then each registered game's, in menu order."""
    games = [Domain(e.id, e.folder.resolve(), e.folder.resolve() / "locale") for e in entries()]
    return [Domain(DOMAIN, ROOT, LOCALE, tuple(g.source for g in games)), *games]


APP = Domain(DOMAIN, ROOT, LOCALE)
TEMPLATE = APP.template


def extract(domain: Domain | None = None) -> Catalog:
    """Every marked text of `domain` (the app's by default), in the order the files and lines give it."""
    domain = domains()[0] if domain is None else domain
    if domain.name == DOMAIN:
        with open(ROOT / "babel.cfg", encoding="utf-8") as cfg:
            method_map, options_map = parse_mapping_cfg(cfg)
    else:
        method_map, options_map = [("**.py", "python")], {}
    others = {str(o) for o in domain.others}
    template = Catalog(project=domain.name, **HEADER, fuzzy=False)
    for _file, _line, message, comments, context in extract_from_dir(
            domain.source, method_map, options_map, keywords=KEYWORDS, comment_tags=("Translators:",),
            strip_comment_tags=True, directory_filter=lambda folder: _searched(folder, others)):
        template.add(message, None, auto_comments=comments, context=context)
    return template


def _searched(folder: str, others: set[str]) -> bool:
    """Babel's own rule (no hidden or private folders), and no folder of another domain."""
    name = Path(folder).name
    return not name.startswith((".", "_")) and str(Path(folder).resolve()) not in others


def po_path(code: str, domain: Domain = APP) -> Path:
    return domain.po_path(code)


def languages() -> list[str]:
    """The language codes that have a catalogue of the app's; every game has one for each too."""
    return sorted(p.parent.parent.name for p in LOCALE.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def read(path: Path) -> Catalog:
    with open(path, "rb") as fh:
        return read_po(fh)


def po_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=100, no_location=True, omit_header=False)
    return out.getvalue()


def mo_bytes(catalog: Catalog) -> bytes:
    """The compiled catalogue (fuzzy guesses left out, as gettext would ignore them)."""
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def ids(catalog: Catalog) -> list[object]:
    """Every message's msgid, with its context where it has one (one English text, two messages)."""
    return [(m.context, m.id) if m.context else m.id for m in catalog if m.id]


def _write(path: Path, data: bytes) -> None:
    if not path.is_file() or path.read_bytes() != data:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"catalogues: wrote {path}")


def update(domain: Domain, template: Catalog) -> None:
    """The domain's template, every catalogue brought up to it (new texts empty, old ones dropped; a
    language the domain lacks started), every .mo."""
    if not domain.template.is_file() or ids(read(domain.template)) != ids(template):
        _write(domain.template, po_bytes(template))
    for code in languages():
        path = domain.po_path(code)
        catalog = read(path) if path.is_file() else Catalog(project=domain.name, **HEADER, locale=code, fuzzy=False)
        if not path.is_file() or ids(catalog) != ids(template):
            catalog.update(template, no_fuzzy_matching=True, update_creation_date=False)
            catalog.obsolete.clear()
            _write(path, po_bytes(catalog))
        _write(path.with_suffix(".mo"), mo_bytes(catalog))


def init(code: str) -> None:
    """Start `code`'s catalogue of the app's words (each game's follows in `update`)."""
    if po_path(code).exists():
        raise SystemExit(f"catalogues: {po_path(code)} already exists")
    _write(po_path(code), po_bytes(Catalog(project=DOMAIN, **HEADER, locale=code, fuzzy=False)))


def problems(template: Catalog | None = None) -> Iterator[str]:
    """Everything out of step in every domain (`template`: the app's, if already extracted): the
    template, a catalogue's texts, an untranslated text, a stale .mo."""
    for domain in domains():
        marked = template if template is not None and domain.name == DOMAIN else extract(domain)
        yield from _problems(domain, marked)


def _problems(domain: Domain, template: Catalog) -> Iterator[str]:
    run = "(run python tools/catalogues.py)"
    if not domain.template.is_file() or ids(read(domain.template)) != ids(template):
        yield f"{domain.shown(domain.template)} is not what the code marks {run}"
    for code in languages():
        path = domain.po_path(code)
        if not path.is_file():
            yield f"{domain.name}: no {code} catalogue {run}"
            continue
        catalog = read(path)
        if ids(catalog) != ids(template):
            yield f"{domain.name} {code}: the catalogue's texts are not the code's {run}"
        for message in catalog:
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            if message.id and (message.fuzzy or not all(strings)):
                yield f"{domain.name} {code}: not translated yet: {message.id!r}"
        mo = path.with_suffix(".mo")
        if not mo.is_file() or mo.read_bytes() != mo_bytes(catalog):
            yield f"{domain.shown(mo)} is older than its .po {run}"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--init", metavar="LANG", help="start the catalogue of a new language (e.g. it, pt_BR)")
    p.add_argument("--check", action="store_true", help="only report what is out of step")
    args = p.parse_args(argv)
    if args.check:
        found = list(problems())
        for problem in found:
            print(f"catalogues: {problem}", file=sys.stderr)
        return 1 if found else 0
    if args.init:
        init(args.init)
    for domain in domains():
        update(domain, extract(domain))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
