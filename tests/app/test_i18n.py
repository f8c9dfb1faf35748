"""Four languages: the catalogues match the code and are complete, the rules' keys all have words,
the language follows the computer until one is chosen, and the choice is saved."""

from __future__ import annotations

import re
import string
from functools import cache
from pathlib import Path
from typing import cast

import pygame
import pytest
from babel.messages.catalog import Catalog
from driving import needs_a_demo
from pseudo import GROWTH, pseudo, speaking_pseudo
from tiers import one_each

import spidergames
from spidergames.app import i18n, words
from spidergames.app.games import scene_class
from spidergames.app.i18n import _
from spidergames.app.scenes.demo import demo_config
from spidergames.app.scenes.rulebook import load_rules, parse_rules
from spidergames.app.settings import Settings, SettingsStore
from spidergames.app.table.demo import Note, Teach
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, Message, Seat
from spidergames.core.registry import entry, game_ids, load_game, load_info
from spidergames.core.state_sight import events_of
from spidergames.games.webrace.movement import CardKind, TravelCard
from spidergames.games.yahtzee.board import Face
from tests.voicecheck import unsaid_line
from tools import catalogues

PACKAGE = Path(spidergames.__file__).parent
TRANSLATED = sorted(set(i18n.LANGUAGES) - {i18n.ENGLISH})


@cache
def extracted(name: str) -> Catalog:
    """The marked texts of the domain `name` (the app's or a game's), extracted once for this module:
    a second of the developer's loop for the app's alone."""
    return catalogues.extract(next(domain for domain in catalogues.domains() if domain.name == name))


@pytest.fixture
def template() -> Catalog:
    return extracted(catalogues.DOMAIN)


@pytest.fixture(autouse=True)
def english_after() -> object:
    yield
    i18n.install(i18n.ENGLISH)


# -- the catalogues -------------------------------------------------------------------------------
def test_every_offered_language_has_a_catalogue_and_no_other() -> None:
    assert catalogues.languages() == TRANSLATED
    assert i18n.ENGLISH in i18n.LANGUAGES and len(i18n.LANGUAGES) == 4


def test_the_catalogues_hold_exactly_what_the_code_marks(template: Catalog) -> None:
    marked = catalogues.ids(template)
    assert len(marked) > 100 and len(set(map(str, marked))) == len(marked)
    assert catalogues.ids(catalogues.read(catalogues.TEMPLATE)) == marked, "run python tools/catalogues.py"
    for code in TRANSLATED:
        assert catalogues.ids(catalogues.read(catalogues.po_path(code))) == marked, code


def every_catalogue(code: str) -> list[Path]:
    """`code`'s catalogue of the app's words and of each registered game's (its own domain)."""
    return [domain.po_path(code) for domain in catalogues.domains()]


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_message_is_translated(code: str) -> None:
    for path in every_catalogue(code):
        assert_translated(catalogues.read(path), code)


def assert_translated(catalog: Catalog, code: str) -> None:
    for message in catalog:
        if message.id:
            forms = message.string if isinstance(message.string, tuple) else (message.string,)
            assert not message.fuzzy and all(f.strip() for f in forms), f"{code}: {message.id!r}"
            assert len(forms) == (catalog.num_plurals if message.pluralizable else 1), message.id


def fields(text: str) -> set[str]:
    return {f"{name}!{conversion}" for _, name, _, conversion in string.Formatter().parse(text) if name is not None}


@pytest.mark.parametrize("code", TRANSLATED)
def test_translations_keep_every_placeholder_and_add_none(code: str) -> None:
    for message in (m for path in every_catalogue(code) for m in catalogues.read(path)):
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        wanted = set().union(*map(fields, ids))
        for form in forms:
            assert fields(form) == wanted, f"{code}: {form!r} should use exactly {sorted(wanted)}"


def test_the_placeholder_check_sees_a_lost_or_invented_placeholder() -> None:
    assert fields("{friend} is on the board") != fields("Ya está en el tablero")
    assert fields("Guess {low} to {high}") != fields("Rate {low} bis {hoch}")
    assert fields("{scene!r}") != fields("{scene}")


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_compiled_catalogues_are_current(code: str) -> None:
    for path in every_catalogue(code):
        assert path.with_suffix(".mo").read_bytes() == catalogues.mo_bytes(catalogues.read(path)), \
            f"{path}: run python tools/catalogues.py"


def test_each_games_words_are_in_its_own_domain_in_its_folder(template: Catalog) -> None:
    """A game's words are marked in its folder and translated there, in its own domain: the app's
    catalogue holds none that only a game marks, so a fifth game brings its own translations."""
    app = set(catalogues.ids(template))
    for domain in catalogues.domains()[1:]:
        assert domain.source == entry(domain.name).folder.resolve() and domain.locale.is_relative_to(domain.source)
        own = set(catalogues.ids(extracted(domain.name)))
        assert len(own) > 10 and load_info(domain.name).title in own, domain.name
        for code in TRANSLATED:
            assert set(catalogues.ids(catalogues.read(domain.po_path(code)))) == own, (domain.name, code)
            assert entry(domain.name).catalogue(code).is_file()
    assert "Roll the dice first!" not in app, "a game's refusal is the game's own word"


def test_nothing_is_out_of_step(template: Catalog) -> None:
    assert list(catalogues.problems(template)) == []


# -- speaking ------------------------------------------------------------------------------------
@pytest.mark.parametrize(("code", "back"), [("en", "Back"), ("es", "Atrás"), ("fr", "Retour"), ("de", "Zurück")])
def test_installing_a_language_changes_the_words(code: str, back: str) -> None:
    i18n.install(code)
    assert i18n.language() == code and _("Back") == back


def test_an_unknown_or_broken_language_speaks_english(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    i18n.install("xx")
    assert i18n.language() == "en" and _("Back") == "Back"
    broken = tmp_path / "de" / "LC_MESSAGES"
    broken.mkdir(parents=True)
    (broken / "spidergames.mo").write_bytes(b"not a catalogue")
    monkeypatch.setattr(i18n, "locale_dir", lambda: tmp_path)
    i18n.install("de")
    assert i18n.language() == "en" and _("Back") == "Back"


def test_a_translation_whose_placeholders_do_not_match_is_said_in_english(app, monkeypatch: pytest.MonkeyPatch,
                                                                           tmp_path: Path) -> None:
    """A catalogue with broken messages (a renamed, an invented and a lost placeholder, a lone brace, one
    bad plural form): those messages fall back to English when it loads, the rest stay German, and
    the menu, whose game cards fill in "{low}-{high} players", still draws."""
    from spidergames.app.scenes.menu import MenuScene

    broken = Catalog(locale="de")
    broken.add("Back", "Zurück")
    broken.add("{low}-{high} players", "{low}-{hoch} Spieler")
    broken.add("Your turn, {player}!", "Du bist dran!")
    broken.add("{player} is playing.", "{player spielt.")
    broken.add("Quit", "Beenden {jetzt}")
    broken.add(("{n} player", "{n} players"), ("{n} Spieler", "{anzahl} Spieler"))
    broken.add("Your turn, {player}!", "Du bist dran!", context="a context")
    folder = tmp_path / "de" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / "spidergames.mo").write_bytes(catalogues.mo_bytes(broken))
    monkeypatch.setattr(i18n, "locale_dir", lambda: tmp_path)
    i18n.install("de")
    assert i18n.language() == "de" and _("Back") == "Zurück"
    for message in ("{low}-{high} players", "Your turn, {player}!", "{player} is playing.", "Quit"):
        assert _(message) == message
    assert i18n.pgettext("a context", "Your turn, {player}!") == "Your turn, {player}!"
    assert i18n.ngettext("{n} player", "{n} players", 1) == "{n} Spieler", "the good form is kept"
    assert i18n.ngettext("{n} player", "{n} players", 5) == "{n} players"
    menu = MenuScene(app)
    app.scenes.push(menu)
    app.frame(1 / 60)
    menu.draw(pygame.Surface((1280, 720)))


def test_plurals_follow_each_language() -> None:
    card = Message.of("somethingwild.discard_one", most=1)
    five = Message.of("somethingwild.discard_one", most=5)
    assert words.say(card) != words.say(five)
    i18n.install("de")
    assert words.say(card) == "Du hast mehr als 1 Karte in deiner Reihe: Wähl eine zum Ablegen."
    assert words.say(five) == "Du hast mehr als 5 Karten in deiner Reihe: Wähl eine zum Ablegen."
    i18n.install("fr")
    assert "0 carte " in words.say(Message.of("somethingwild.discard_one", most=0)), "French: zero is singular"


@pytest.mark.parametrize(("preferred", "chosen"), [
    (["de"], "de"), (["fr-CA"], "fr"), (["es_MX"], "es"), (["ja", "fr"], "fr"), (["ja"], "en"), ([], "en"),
    (["DE"], "de")])
def test_the_language_comes_from_the_computer(preferred: list[str], chosen: str) -> None:
    assert i18n.choose(preferred) == chosen


def test_the_computers_locales_are_asked_through_sdl(monkeypatch: pytest.MonkeyPatch) -> None:
    import pygame

    monkeypatch.delenv(i18n.LANGUAGE_ENV)
    monkeypatch.setattr(pygame.system, "get_pref_locales",
                        lambda: [{"language": "nl", "country": "BE"}, {"language": "fr", "country": "BE"}])
    assert i18n.system_language() == "fr"
    monkeypatch.setattr(pygame.system, "get_pref_locales", lambda: [{"language": "nl", "country": None}])
    assert i18n.system_language() == "en"


def test_settings_keep_the_chosen_language(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(i18n.LANGUAGE_ENV, "es")
    store = SettingsStore(tmp_path)
    assert store.settings.language == "" and store.settings.spoken_language == "es", "first start: the computer's"
    store.settings.language = "de"
    store.save()
    again = SettingsStore(tmp_path)
    assert again.settings.language == "de" and again.settings.spoken_language == "de", "the choice is kept"
    assert Settings.from_data({"language": "klingon"}).language == "", "an unknown language is ignored"
    assert Settings.from_data({"language": 7}).language == ""


def test_a_german_computer_starts_in_german_and_settings_switch_language(app, monkeypatch) -> None:
    from spidergames.app.scenes.settings_scene import SettingsScene

    assert i18n.language() == "en"
    monkeypatch.setenv(i18n.LANGUAGE_ENV, "de")
    app.apply_settings()
    assert i18n.language() == "de" and _("Quit") == "Beenden"
    scene = SettingsScene(app)
    app.scenes.push(scene)
    labels = [b.label for b in scene.focus.buttons]
    assert {"English", "Español", "Français", "Deutsch"} <= set(labels), "each language in its own words"
    chosen = [b for b in scene.focus.buttons if b.selected and b.label in i18n.LANGUAGES.values()]
    assert [b.label for b in chosen] == ["Deutsch"]
    next(b for b in scene.focus.buttons if b.label == "Français").on_click()
    assert i18n.language() == "fr" and app.settings.language == "fr"
    assert SettingsStore(app.store.path.parent).settings.language == "fr", "saved at once"
    assert "Langue" in [label for label, _icon in scene.rows]


# -- the rules' messages ----------------------------------------------------------------------------
def keys_in_rules() -> set[str]:
    """The message keys the rules and the core refuse with (the core's are every game's: game over, a stale move),
    and those of a game across computers (`net`)."""
    sources = [*(PACKAGE / "games").glob("*/rules.py"), *(PACKAGE / "core").glob("*.py"),
               *(PACKAGE / "net").glob("*.py")]
    code = "\n".join(p.read_text(encoding="utf-8") for p in sources)
    return set(re.findall(r'Message(?:\.of)?\(\s*"([a-z_.]+)"', code))


def test_every_refusal_key_has_words_and_every_text_is_used() -> None:
    used = keys_in_rules()
    assert len(used) > 40 and {"game_over", "try_glowing", "stale_move"} <= used
    assert used == set(words.texts()), f"no words: {used - set(words.texts())}; unused: {set(words.texts()) - used}"
    for key in used:
        assert key in words.SHARED or key in words.ACROSS or key.split(".")[0] in game_ids(), key


def test_parameters_are_put_into_words_in_the_language() -> None:
    stormy = Message.of("yahtzee.friend_on_board", friend=Face.STORM)
    assert words.say(stormy) == "Storm is already on the board for you: pick another friend!"
    i18n.install("es")
    assert words.say(stormy).startswith("Tormenta ya está")
    i18n.install("fr")
    drawn = Message.of("webrace.card_drawn", card=TravelCard(CardKind.MOVE, 3))
    assert words.say(drawn) == "Tu as déjà une carte : Avance de 3. Maintenant, déplace un pion !"


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_value_a_caption_may_hold_is_said_in_the_language(code: str) -> None:
    """A value a caption, a note or Help puts in its sentence as English ("Move 5", "3 Hulks", a Power's
    help) comes back in the language: a sentence the catalogues hold, or a phrase its game puts in
    words. The web race's travel cards were left in English inside German, Spanish and French captions
    ("hat aufgedeckt: Move 5"). (Names are checked where they are filled in: test_names_in_sentences.)"""
    held = {form for domain in catalogues.domains() for message in extracted(domain.name)
            for form in (message.id if isinstance(message.id, tuple) else (message.id,))}  # plurals: both forms
    i18n.install(code)
    english = []
    for game_id in game_ids():
        spoken = entry(game_id).spoken()
        english += [f"{game_id}: {line!r}" for line in spoken.sentences if line not in held]
        english += [f"{game_id}: {value!r} -> {words.value_words(value)!r}"
                    for value in (*spoken.phrases, *spoken.counted)
                    if value not in held and not any(w.value_words(value) for w in words.game_words())]
    assert not english, f"said in English in {code}: {english}"


def test_an_unknown_key_still_says_something_kind() -> None:
    assert words.say(Message("no.such.key")) == words.say(Message("try_glowing"))


def test_the_rules_never_speak_a_language() -> None:
    for path in (PACKAGE / "games").glob("*/rules.py"):
        code = path.read_text(encoding="utf-8")
        assert "gettext" not in code and "spidergames.app" not in code and "i18n" not in code, path
        assert not re.search(r'return f?"[A-Z][a-z]+ [a-z]+', code), f"{path} returns a sentence"


# -- the pseudo-language -------------------------------------------------------------------------
def test_the_pseudo_language_is_longer_accented_and_keeps_placeholders() -> None:
    for text in ("Back", "Guess a number from {low} to {high}!", "Oops! Something went wrong."):
        made = pseudo(text)
        assert len(made) >= GROWTH * len(text) and made != text
        assert fields(made) == fields(text)
    assert "á" in pseudo("Back") and "[" in pseudo("Back")
    with speaking_pseudo():
        assert _("Back") == pseudo("Back") and i18n.language() == "pseudo"
        i18n.install("de")  # an App applying its settings keeps the pseudo-language
        assert _("Back") == pseudo("Back")
    assert _("Back") == "Back"


# -- the rules pages -------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("code", TRANSLATED)
def test_every_rules_page_is_translated_page_for_page(game_id: str, code: str) -> None:
    english = entry(game_id).rules_page
    own = english.with_name(f"rules.{code}.md")
    assert own.is_file(), f"{own} is missing"
    title, pages = parse_rules(english.read_text(encoding="utf-8"))
    own_title, own_pages = parse_rules(own.read_text(encoding="utf-8"))
    i18n.install(code)
    assert title == load_info(game_id).title and own_title == _(title), "the page's title is the game's name"
    assert len(own_pages) == len(pages), "the same pages"
    for page, translated in zip(pages, own_pages, strict=True):
        assert translated.picture == page.picture and translated.heading != page.heading
        assert [k for k, _ in translated.blocks] == [k for k, _ in page.blocks], translated.heading


def test_the_rulebook_shows_the_page_in_the_language() -> None:
    english = load_rules("labyrinth")[0]
    i18n.install("de")
    assert load_rules("labyrinth")[0] != english and "Labyrinth" in load_rules("labyrinth")[0]
    i18n.install("en")
    assert load_rules("labyrinth")[0] == english


# -- the classroom demo's rule notes -----------------------------------------------------------------
DEMO_SEEDS = (1, 2, 3)


@cache
def demo_notes(game_id: str) -> list[Note]:
    """Every rule note the demo shows for a few whole games (seeds, 2 and the most players), worked
    out as the demo does: the player who moved sees the events, between the two positions."""
    needs_a_demo(game_id)
    teach = cast(Teach, scene_class(game_id).teach)  # type: ignore[union-attr]
    notes: list[Note] = []
    for players in sorted({2, load_info(game_id).max_players}):
        for seed in DEMO_SEEDS:
            match = Match(load_game(game_id), demo_config(game_id, players), seed)
            while not match.is_over:
                before, seat = match.state, match.current_player
                match.play(match.bot_choice())
                seen = match.game.observation(match.state, seat)
                notes.append(teach.note(events_of(seen), match.game.observation(before, seat), seen))
    return list(dict.fromkeys(notes))


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("code", TRANSLATED)
def test_every_demo_note_is_said_in_the_language(game_id: str, code: str) -> None:
    """The rule, and every word put into it (a symbol, a friend, a Power), is the catalogue's: no
    English left on the projector, nor in the spoken rule (which translates the same template)."""
    notes = demo_notes(game_id)
    assert len({n.template for n in notes}) >= 5, "the demo games show several rules"
    same = {m.id for m in catalogues.read(catalogues.po_path(code)) if m.id and m.string == m.id}  # "Thor"
    i18n.install(code)
    for note in notes:
        assert _(note.template) != note.template, f"{code}: the demo note {note.template!r} is not translated"
        for name, value in note.params:
            if name not in note.seats and isinstance(value, str) and not value.isdigit():
                assert words.value_words(value) != value or value in same, \
                    f"{code}: {{{name}}} = {value!r} in {note.template!r}"
        english = note.text(["Robot 1", "Robot 2", "Robot 3", "Robot 4"])
        assert "{" not in english and "}" not in english, english


@pytest.mark.parametrize(("code", "game_id"), one_each([i18n.ENGLISH, *TRANSLATED], game_ids()))
def test_every_demo_note_is_said_from_clips(game_id: str, code: str) -> None:
    """A classroom computer without a voice of its own still reads every rule aloud, in the
    language: each note (and each sentence and value put into it) is said from made-ahead clips."""
    colours = ("red", "blue", "green", "yellow")
    seats = [Seat(f"Robot {n}", HUMAN, colour, "spider-man") for n, colour in enumerate(colours, 1)]
    i18n.install(code)
    for note in demo_notes(game_id):
        missing = unsaid_line(note, seats, code)
        assert not missing, f"{code}: no clip for {missing} in {_(note.template)!r} (run spidergames.artgen.voice)"
