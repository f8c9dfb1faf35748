"""User files are written atomically; damaged ones are set aside, reported, and never fatal."""

from __future__ import annotations

import json

import pytest

from spidergames.app import storage
from spidergames.app.settings import Settings, SettingsStore


def test_write_json_replaces_whole_file_and_leaves_no_temp(tmp_path) -> None:
    path = tmp_path / "x.json"
    storage.write_json(path, {"a": 1})
    storage.write_json(path, {"a": 2})
    assert json.loads(path.read_text()) == {"a": 2}
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]


def test_damaged_json_is_set_aside(tmp_path) -> None:
    path = tmp_path / "x.json"
    path.write_text("{not json")
    with pytest.raises(storage.Damaged) as damaged:
        storage.read_json(path)
    assert not path.exists()
    assert damaged.value.aside.read_text() == "{not json"


def test_missing_file_reads_as_none(tmp_path) -> None:
    assert storage.read_json(tmp_path / "nope.json") is None


def test_damaged_settings_use_defaults_and_warn_once(tmp_path) -> None:
    (tmp_path / "settings.json").write_text("\x00garbage")
    store = SettingsStore(tmp_path)
    assert store.settings == Settings()
    assert "damaged" in (store.take_warning() or "")
    assert store.take_warning() is None
    assert any(p.name.startswith("settings.damaged") for p in tmp_path.iterdir())


def test_settings_roundtrip_and_bad_values_fall_back(tmp_path) -> None:
    store = SettingsStore(tmp_path)
    store.settings.volume = 0.3
    store.settings.animation = "slow"
    store.save()
    again = SettingsStore(tmp_path).settings
    assert (again.volume, again.animation) == (0.3, "slow")
    weird = Settings.from_data({"volume": 7, "animation": "warp", "muted": "yes", "large_text": True})
    assert weird.volume == 1.0 and weird.animation == "normal" and weird.muted is False and weird.large_text


def test_settings_that_are_not_an_object_are_set_aside(tmp_path) -> None:
    (tmp_path / "settings.json").write_text("[1, 2]")
    store = SettingsStore(tmp_path)
    assert store.take_warning()
    assert store.settings == Settings()
