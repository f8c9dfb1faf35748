"""The deck, the Powers and what scores (sets, runs and the five scoring Powers)."""

from __future__ import annotations

from collections import Counter

from spidergames.games.somethingwild.cards import (
    ALL_CARDS,
    CHARACTERS,
    COLOURS,
    POWERS,
    Power,
    card_name,
    character_of,
    colour_of,
    has_mover_symbol,
    is_run,
    is_set,
    number_of,
    power_colour,
    power_help,
    power_title,
    scores,
    scoring_triples,
)

from .helpers import B, G, P, R, Y, c


def test_45_cards_one_to_nine_in_five_colours() -> None:
    assert len(ALL_CARDS) == 45
    assert Counter((colour_of(x), number_of(x)) for x in ALL_CARDS) == Counter(
        {(col, n): 1 for col in COLOURS for n in range(1, 10)})
    assert [col.value for col in COLOURS] == ["green", "blue", "purple", "red", "yellow"]


def test_the_mover_symbol_is_on_the_five_ones() -> None:
    assert sorted(card_name(x) for x in ALL_CARDS if has_mover_symbol(x)) == sorted(
        f"{col.value} 1" for col in COLOURS)


def test_every_card_has_its_own_character() -> None:
    assert len(CHARACTERS) == 45 and len(set(CHARACTERS)) == 45
    assert character_of(c(R, 3)) == "Carnage"
    assert all(character_of(x) for x in ALL_CARDS)


def test_ten_powers_two_per_colour_as_ruled() -> None:
    assert len(POWERS) == 10
    assert Counter(power_colour(p) for p in POWERS) == Counter({col: 2 for col in COLOURS})
    assert {p for p in POWERS if power_colour(p) is B} == {Power.BLUE_THREE, Power.GUESS_NUMBER}
    assert {p for p in POWERS if power_colour(p) is G} == {Power.TWO_SIX_EIGHT, Power.PASS_CARDS}
    assert {p for p in POWERS if power_colour(p) is R} == {Power.RED_ANY_NUMBER, Power.RED_THREE}
    assert {p for p in POWERS if power_colour(p) is P} == {Power.GUESS_COLOUR,
                                                            Power.THREES_ANY_NUMBER}
    assert {p for p in POWERS if power_colour(p) is Y} == {Power.SWAP, Power.SEVEN_DISCARD}
    assert all(power_title(p) and power_help(p) for p in POWERS)


def test_a_set_is_three_of_a_number_in_any_colours() -> None:
    assert is_set((c(R, 5), c(B, 5), c(G, 5)))
    assert is_set((c(Y, 5), c(P, 5), c(B, 5)))
    assert not is_set((c(R, 5), c(B, 5), c(G, 6)))


def test_a_run_is_three_numbers_in_order_in_one_colour() -> None:
    assert is_run((c(B, 3), c(B, 4), c(B, 5)))
    assert is_run((c(B, 5), c(B, 3), c(B, 4)))  # the order in the row does not matter
    assert is_run((c(Y, 7), c(Y, 8), c(Y, 9)))
    assert not is_run((c(B, 3), c(B, 4), c(R, 5)))  # one colour only
    assert not is_run((c(B, 3), c(B, 4), c(B, 6)))
    assert not is_run((c(G, 8), c(G, 9), c(G, 1)))  # no wrapping from 9 to 1
    assert not is_run((c(G, 9), c(G, 1), c(G, 2)))


def test_without_a_power_only_sets_and_runs_score() -> None:
    assert scores((c(R, 5), c(B, 5), c(G, 5)))
    assert not scores((c(B, 1), c(B, 5), c(B, 9)))
    assert not scores((c(R, 2), c(G, 6), c(Y, 8)))
    assert not scores((c(R, 5), c(B, 5)))


def test_three_blue_power() -> None:
    trio = (c(B, 1), c(B, 5), c(B, 9))
    assert scores(trio, Power.BLUE_THREE) and not scores(trio, Power.RED_THREE)
    assert not scores((c(B, 1), c(B, 5), c(R, 9)), Power.BLUE_THREE)


def test_three_red_power() -> None:
    trio = (c(R, 1), c(R, 4), c(R, 9))
    assert scores(trio, Power.RED_THREE) and not scores(trio, Power.BLUE_THREE)


def test_two_six_eight_power() -> None:
    assert scores((c(R, 2), c(G, 6), c(Y, 8)), Power.TWO_SIX_EIGHT)
    assert scores((c(B, 8), c(B, 2), c(P, 6)), Power.TWO_SIX_EIGHT)
    assert not scores((c(R, 2), c(G, 6), c(Y, 9)), Power.TWO_SIX_EIGHT)


def test_red_cards_any_number_power() -> None:
    # the rulebook's example: a red 6 helps form a run when red cards are any number
    assert scores((c(R, 6), c(R, 1), c(R, 2)), Power.RED_ANY_NUMBER)
    assert scores((c(R, 6), c(B, 4), c(G, 4)), Power.RED_ANY_NUMBER)  # a set of 4s
    assert scores((c(R, 6), c(R, 9), c(B, 9)), Power.RED_ANY_NUMBER)
    assert not scores((c(R, 6), c(B, 4), c(G, 5)), Power.RED_ANY_NUMBER)
    assert not scores((c(R, 6), c(B, 4), c(B, 5)), Power.RED_ANY_NUMBER)  # a run stays one colour
    assert not scores((c(R, 6), c(R, 1), c(R, 2)))


def test_threes_any_number_power() -> None:
    assert scores((c(G, 3), c(R, 7), c(B, 7)), Power.THREES_ANY_NUMBER)
    assert scores((c(G, 3), c(G, 8), c(G, 9)), Power.THREES_ANY_NUMBER)
    assert scores((c(G, 3), c(Y, 3), c(B, 9)), Power.THREES_ANY_NUMBER)
    assert not scores((c(G, 3), c(G, 5), c(G, 9)), Power.THREES_ANY_NUMBER)
    assert not scores((c(G, 3), c(R, 7), c(B, 8)), Power.THREES_ANY_NUMBER)


def test_scoring_triples_lists_every_scoring_three() -> None:
    row = (c(R, 5), c(B, 5), c(G, 5), c(G, 4), c(G, 6))
    triples = scoring_triples(row)
    assert len(triples) == 2
    assert tuple(sorted((c(R, 5), c(B, 5), c(G, 5)))) in triples
    assert tuple(sorted((c(G, 4), c(G, 5), c(G, 6)))) in triples
