"""Keep the translations in step with the code: extract the text, update every catalogue, compile.

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
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "spidergames" / "data" / "locale"
DOMAIN = "spidergames"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
KEYWORDS = {**DEFAULT_KEYWORDS, "N_plural": (1, 2), "NC_": ((1, "c"), 2)}
HEADER = {"project": DOMAIN, "copyright_holder": "spidergames contributors", "msgid_bugs_address": ""}


def extract() -> Catalog:
    """Every marked text in the code, in the order the files and lines give it."""
    with open(ROOT / "babel.cfg", encoding="utf-8") as cfg:
        method_map, options_map = parse_mapping_cfg(cfg)
    template = Catalog(**HEADER, fuzzy=False)
    for _file, _line, message, comments, context in extract_from_dir(
            ROOT, method_map, options_map, keywords=KEYWORDS, comment_tags=("Translators:",),
            strip_comment_tags=True):
        template.add(message, None, auto_comments=comments, context=context)
    return template


def po_path(code: str) -> Path:
    return LOCALE / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def languages() -> list[str]:
    """The language codes that have a catalogue."""
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
        print(f"catalogues: wrote {path.relative_to(ROOT)}")


def update(template: Catalog) -> None:
    """The template, every catalogue brought up to it (new texts empty, old ones dropped), every .mo."""
    if not TEMPLATE.is_file() or ids(read(TEMPLATE)) != ids(template):
        _write(TEMPLATE, po_bytes(template))
    for code in languages():
        catalog = read(po_path(code))
        if ids(catalog) != ids(template):
            catalog.update(template, no_fuzzy_matching=True, update_creation_date=False)
            catalog.obsolete.clear()
            _write(po_path(code), po_bytes(catalog))
        _write(po_path(code).with_suffix(".mo"), mo_bytes(catalog))


def init(code: str, template: Catalog) -> None:
    if po_path(code).exists():
        raise SystemExit(f"catalogues: {po_path(code)} already exists")
    catalog = Catalog(**HEADER, locale=code, fuzzy=False)
    catalog.update(template, no_fuzzy_matching=True)
    _write(po_path(code), po_bytes(catalog))


def problems(template: Catalog | None = None) -> Iterator[str]:
    """Everything out of step: the template, a catalogue's texts, an untranslated text, a stale .mo."""
    template = extract() if template is None else template
    if not TEMPLATE.is_file() or ids(read(TEMPLATE)) != ids(template):
        yield f"{TEMPLATE.relative_to(ROOT)} is not what the code marks (run python tools/catalogues.py)"
    for code in languages():
        catalog = read(po_path(code))
        if ids(catalog) != ids(template):
            yield f"{code}: the catalogue's texts are not the code's (run python tools/catalogues.py)"
        for message in catalog:
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            if message.id and (message.fuzzy or not all(strings)):
                yield f"{code}: not translated yet: {message.id!r}"
        mo = po_path(code).with_suffix(".mo")
        if not mo.is_file() or mo.read_bytes() != mo_bytes(catalog):
            yield f"{mo.relative_to(ROOT)} is older than its .po (run python tools/catalogues.py)"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--init", metavar="LANG", help="start the catalogue of a new language (e.g. it, pt_BR)")
    p.add_argument("--check", action="store_true", help="only report what is out of step")
    args = p.parse_args(argv)
    template = extract()
    if args.check:
        found = list(problems(template))
        for problem in found:
            print(f"catalogues: {problem}", file=sys.stderr)
        return 1 if found else 0
    if args.init:
        init(args.init, template)
    update(template)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
