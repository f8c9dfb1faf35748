"""The scores of the app's music, written as code: a quiet theme for the menu and each game, a win tune.

Each theme is sixteen bars over a chord progression: a melody made of a few short motifs laid on
the chords (a motif is a bar's rhythm and its steps up the key's scale from the chord's root, so the
same idea follows the harmony), an accompaniment figure, a held pad and a bass line. Bar 16 leads
back into bar 1, so the theme loops. `midi` writes a piece as a Standard MIDI File (through mido);
`spidergames.artgen.music` renders that file with a soundfont.

Nothing here is random: the same code writes the same notes, and so the same file, every time.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass

TICKS = 480  # MIDI ticks a beat

PITCH_CLASSES = {"C": 0, "C#": 1, "Db": 1, "D": 2, "D#": 3, "Eb": 3, "E": 4, "F": 5, "F#": 6, "Gb": 6, "G": 7,
                 "G#": 8, "Ab": 8, "A": 9, "A#": 10, "Bb": 10, "B": 11}
QUALITIES = {"": (0, 4, 7), "m": (0, 3, 7), "7": (0, 4, 7, 10), "maj7": (0, 4, 7, 11), "m7": (0, 3, 7, 10)}
MAJOR = (0, 2, 4, 5, 7, 9, 11)
MINOR = (0, 2, 3, 5, 7, 8, 10)
DRUMS = 9  # the General MIDI percussion channel


@dataclass(frozen=True)
class Note:
    beat: float  # from the start of the piece
    beats: float  # how long
    pitch: int  # MIDI note number
    velocity: int


@dataclass(frozen=True)
class Part:
    """One instrument: a General MIDI program (bank 0; on channel 9 a drum kit) at a mixing level."""

    channel: int
    program: int
    level: int  # MIDI channel volume (CC 7)
    notes: tuple[Note, ...]
    pan: int = 64


@dataclass(frozen=True)
class Piece:
    name: str
    bpm: int
    beats: int  # the length of one pass; a loop starts again after it
    parts: tuple[Part, ...]
    loops: bool = True

    @property
    def seconds(self) -> float:
        return self.beats * 60 / self.bpm


# -- harmony --------------------------------------------------------------------------------------
def chord_tones(symbol: str) -> tuple[int, tuple[int, ...]]:
    """The root's pitch class and the chord's intervals: "Am" -> (9, (0, 3, 7))."""
    name = symbol[:2] if symbol[1:2] in ("#", "b") else symbol[:1]
    return PITCH_CLASSES[name], QUALITIES[symbol[len(name):]]


@dataclass(frozen=True)
class Key:
    tonic: int  # pitch class
    scale: tuple[int, ...]

    def degree(self, pitch_class: int) -> int:
        """The scale degree of a chord's root (a root outside the scale: the degree just below it)."""
        offset = (pitch_class - self.tonic) % 12
        return max(i for i, step in enumerate(self.scale) if step <= offset)

    def pitch(self, degree: int, octave: int) -> int:
        """MIDI pitch of a scale degree (any integer: 7 is the tonic an octave up) in `octave` (4: middle C's)."""
        return 12 * (octave + 1) + self.tonic + self.scale[degree % 7] + 12 * (degree // 7)


# -- the parts ------------------------------------------------------------------------------------
Motif = tuple[tuple[float, float, int], ...]
"""A bar of melody: (beat in the bar, beats long, scale steps above the chord's root)."""


def melody(key: Key, bars: Sequence[tuple[str, Motif]], *, octave: int, velocity: int,
           swing: bool = False) -> tuple[Note, ...]:
    """The motifs laid on their chords, one bar each. A note on a strong beat (1 or 3) that is not in
    its chord moves to the nearest chord tone below, so the tune never rubs against the harmony where
    it is heard most; each bar's notes are moved by an octave where that starts them nearer to where
    the last bar ended, as long as the bar still starts within an octave of the key's note."""
    notes: list[Note] = []
    home = key.pitch(0, octave)
    last = home
    for bar, (symbol, motif) in enumerate(bars):
        root, intervals = chord_tones(symbol)
        degree = key.degree(root)
        pitches = [key.pitch(degree + step, octave) for _, _, step in motif]
        shifts = [s for s in (-12, 0, 12) if home - 12 <= pitches[0] + s <= home + 12] or [0]
        shift = min(shifts, key=lambda s: abs(pitches[0] + s - last))
        for (beat, beats, _), pitch in zip(motif, pitches, strict=True):
            pitch += shift
            if beat in (0, 2) and (pitch - root) % 12 not in {i % 12 for i in intervals}:
                pitch -= min(d for d in range(1, 12) if (pitch - d - root) % 12 in {i % 12 for i in intervals})
            accent = 8 if beat == 0 else 0
            notes.append(Note(bar * 4 + swung(beat, swing), beats, pitch, velocity + accent))
        last = notes[-1].pitch
    return tuple(notes)


def swung(beat: float, swing: bool) -> float:
    """An off-beat eighth played late (two thirds of the beat), as jazz is played."""
    return int(beat) + 2 / 3 if swing and beat % 1 == 0.5 else beat


def voicing(symbol: str, low: int) -> list[int]:
    """The chord's notes in close position from the first one at or above `low`."""
    root, intervals = chord_tones(symbol)
    base = low + (root - low) % 12
    tones = sorted(base + i for i in intervals)
    return [t - 12 if t - 12 >= low else t for t in tones]


def arpeggio(chords: Sequence[str], pattern: Sequence[int], *, low: int, velocity: int, step: float = 0.5,
             swing: bool = False) -> tuple[Note, ...]:
    """Each bar's chord broken into `pattern` (indexes into its voicing, -1 a rest), one note a `step`."""
    notes = []
    for bar, symbol in enumerate(chords):
        for k, index in enumerate(pattern):
            if index >= 0:
                beat = k * step
                tones = sorted(voicing(chord_at(symbol, beat), low))
                tones += [t + 12 for t in tones]
                notes.append(Note(bar * 4 + swung(beat, swing), step * 1.5, tones[index % len(tones)],
                                  velocity + (6 if beat % 2 == 0 else 0)))
    return tuple(notes)


def pad(chords: Sequence[str], *, low: int, velocity: int) -> tuple[Note, ...]:
    """Each bar's chord held for the whole bar (a chord of two bars: two chords of two beats)."""
    notes = []
    for bar, symbol in enumerate(chords):
        halves = symbol.split()
        for h, half in enumerate(halves):
            length = 4 / len(halves)
            notes += [Note(bar * 4 + h * length, length, p, velocity) for p in voicing(half, low)]
    return tuple(notes)


def bass(chords: Sequence[str], rhythm: Sequence[tuple[float, float, int]], *, low: int,
         velocity: int) -> tuple[Note, ...]:
    """Each bar's root (or another chord tone: the rhythm's third number indexes the chord) on the rhythm."""
    notes = []
    for bar, symbol in enumerate(chords):
        for beat, beats, index in rhythm:
            root, intervals = chord_tones(chord_at(symbol, beat))
            base = low + (root - low) % 12
            notes.append(Note(bar * 4 + beat, beats, base + intervals[index % len(intervals)],
                              velocity + (8 if beat == 0 else 0)))
    return tuple(notes)


def chord_at(bar: str, beat: float) -> str:
    """The chord sounding at `beat` of a bar written "C" (the whole bar) or "Dm G" (two beats each)."""
    halves = bar.split()
    return halves[min(int(beat * len(halves) // 4), len(halves) - 1)]


def drums(bars: int, hits: Sequence[tuple[float, int, int]]) -> tuple[Note, ...]:
    """A drum pattern of (beat, drum, velocity) played every bar."""
    return tuple(Note(bar * 4 + beat, 0.25, drum, velocity) for bar in range(bars) for beat, drum, velocity in hits)


def lead(key: Key, chords: Sequence[str], motifs: Sequence[Motif], program: int, level: int, *, velocity: int,
         swing: bool = False) -> Part:
    """The tune: one motif a bar, on the bar's first chord, around the octave above middle C's."""
    bars = [(symbol.split()[0], motif) for symbol, motif in zip(chords, motifs, strict=True)]
    return Part(0, program, level, melody(key, bars, octave=5, velocity=velocity, swing=swing))


# -- the pieces -----------------------------------------------------------------------------------
C_MAJOR, F_MAJOR, G_MAJOR, BB_MAJOR = Key(0, MAJOR), Key(5, MAJOR), Key(7, MAJOR), Key(10, MAJOR)
D_MINOR = Key(2, MINOR)

# General MIDI programs
CELESTA, GLOCKENSPIEL, VIBRAPHONE, MARIMBA, XYLOPHONE = 8, 9, 11, 12, 13
NYLON_GUITAR, ACOUSTIC_BASS, FINGERED_BASS, PIZZICATO, HARP, SLOW_STRINGS = 24, 32, 33, 45, 46, 49
ELECTRIC_PIANO, HORNS, CLARINET, FLUTE, RECORDER, WARM_PAD = 4, 60, 71, 73, 74, 89
CLOSED_HAT, PEDAL_HAT, RIDE, SHAKER = 42, 44, 51, 70


def menu() -> Piece:
    """The menu: a lullaby-like waltz of celesta over a harp, warm and unhurried."""
    chords = ["C", "Am", "F", "G", "C", "Am", "Dm G", "C", "F", "G", "Em", "Am", "F", "G", "C", "G7"]
    a: Motif = ((0, 1.5, 4), (1.5, 0.5, 2), (2, 1, 0), (3, 1, 2))
    b: Motif = ((0, 1, 2), (1, 1, 4), (2, 2, 7))
    c: Motif = ((0, 2, 4), (2, 0.5, 3), (2.5, 0.5, 2), (3, 1, 1))
    end: Motif = ((0, 3, 0),)
    turn: Motif = ((0, 1, 4), (1, 1, 2), (2, 1, 1), (3, 1, 4))
    motifs = [a, b, c, turn, a, b, c, end, b, a, c, b, a, c, end, turn]
    return Piece("menu", 96, 64, (
        lead(C_MAJOR, chords, motifs, CELESTA, 92, velocity=72),
        Part(1, HARP, 70, arpeggio(chords, (0, 1, 2, 3, 2, 1, 2, 1), low=55, velocity=58), pan=48),
        Part(2, WARM_PAD, 46, pad(chords, low=52, velocity=60), pan=80),
        Part(3, ACOUSTIC_BASS, 80, bass(chords, ((0, 2, 0), (2, 2, 2)), low=36, velocity=70)),
    ))


def yahtzee() -> Piece:
    """Yahtzee: bouncy marimba and plucked strings, like dice hopping on a table."""
    chords = ["F", "Bb", "C", "F", "Dm", "Bb", "C", "C7", "F", "Bb", "Gm", "C", "F", "Dm", "Gm C", "F"]
    hop: Motif = ((0, 0.5, 0), (0.5, 0.5, 2), (1, 0.5, 4), (2, 1, 2), (3, 0.5, 4), (3.5, 0.5, 5))
    land: Motif = ((0, 1, 4), (1, 0.5, 2), (1.5, 0.5, 4), (2, 2, 7))
    skip: Motif = ((0, 0.5, 7), (0.5, 0.5, 6), (1, 0.5, 4), (1.5, 0.5, 2), (2, 1, 4), (3, 1, 0))
    rest: Motif = ((0, 2, 0), (3, 0.5, 2), (3.5, 0.5, 4))
    motifs = [hop, land, skip, rest, hop, land, skip, rest, land, hop, skip, land, hop, skip, land, rest]
    return Piece("yahtzee", 120, 64, (
        lead(F_MAJOR, chords, motifs, MARIMBA, 100, velocity=80),
        Part(1, PIZZICATO, 72, arpeggio(chords, (-1, 0, -1, 1, -1, 2, -1, 1), low=53, velocity=64), pan=44),
        Part(2, SLOW_STRINGS, 40, pad(chords, low=53, velocity=54), pan=84),
        Part(3, ACOUSTIC_BASS, 82, bass(chords, ((0, 1, 0), (1, 1, 2), (2, 1, 0), (3, 1, 2)), low=36, velocity=72)),
    ))


def labyrinth() -> Piece:
    """Labyrinth: a flute wandering over a vibraphone in D minor, curious rather than dark."""
    chords = ["Dm", "C", "Bb", "C", "Dm", "C", "Bb", "A", "F", "C", "Dm", "Bb", "Gm", "C", "Dm", "A"]
    wander: Motif = ((0, 1.5, 2), (1.5, 0.5, 3), (2, 1, 4), (3, 1, 2))
    turn: Motif = ((0, 1, 4), (1, 1, 3), (2, 1.5, 2), (3.5, 0.5, 1))
    hold: Motif = ((0, 3, 0), (3, 1, 2))
    climb: Motif = ((0, 1, 0), (1, 1, 2), (2, 1, 4), (3, 1, 5))
    motifs = [wander, turn, wander, hold, wander, turn, climb, hold, climb, wander, turn, hold, wander, climb, hold,
              turn]
    return Piece("labyrinth", 80, 64, (
        lead(D_MINOR, chords, motifs, FLUTE, 84, velocity=70),
        Part(1, VIBRAPHONE, 70, arpeggio(chords, (0, 2, 1, 3, 0, 2, 1, 2), low=50, velocity=56), pan=46),
        Part(2, SLOW_STRINGS, 44, pad(chords, low=50, velocity=56), pan=82),
        Part(3, ACOUSTIC_BASS, 78, bass(chords, ((0, 3, 0), (3, 1, 2)), low=33, velocity=70)),
    ))


def webrace() -> Piece:
    """The web race: a clarinet tune over running xylophone eighths and a ticking hi-hat, on the move."""
    chords = ["G", "Em", "C", "D", "G", "Em", "C D", "G", "C", "D", "Bm", "Em", "C", "D", "G", "D7"]
    run: Motif = ((0, 0.5, 0), (0.5, 0.5, 1), (1, 0.5, 2), (1.5, 0.5, 4), (2, 1.5, 4), (3.5, 0.5, 2))
    jump: Motif = ((0, 1, 4), (1, 1, 7), (2, 1.5, 4), (3.5, 0.5, 2))
    swing: Motif = ((0, 1.5, 2), (1.5, 0.5, 4), (2, 1, 2), (3, 1, 0))
    home: Motif = ((0, 2, 0), (2, 0.5, 2), (2.5, 0.5, 4), (3, 1, 5))
    motifs = [run, jump, swing, home, run, jump, swing, home, jump, run, swing, jump, run, swing, home, home]
    return Piece("webrace", 120, 64, (
        lead(G_MAJOR, chords, motifs, CLARINET, 84, velocity=72),
        Part(1, XYLOPHONE, 56, arpeggio(chords, (0, 1, 2, 1, 0, 1, 2, 3), low=67, velocity=50), pan=42),
        Part(2, PIZZICATO, 64, arpeggio(chords, (0, -1, 1, -1, 2, -1, 1, -1), low=55, velocity=60), pan=86),
        Part(3, FINGERED_BASS, 80, bass(chords, ((0, 1.5, 0), (1.5, 0.5, 2), (2, 1.5, 0), (3.5, 0.5, 1)), low=36,
                                       velocity=70)),
        Part(DRUMS, 0, 46, drums(16, ((0, CLOSED_HAT, 50), (1, PEDAL_HAT, 40), (2, CLOSED_HAT, 46),
                                      (2.5, CLOSED_HAT, 30), (3, PEDAL_HAT, 40)))),
    ))


def somethingwild() -> Piece:
    """Something Wild: a swinging vibraphone over electric piano, walking bass and a soft ride."""
    chords = ["Bbmaj7", "Gm7", "Cm7", "F7", "Dm7", "Gm7", "Cm7 F7", "Bbmaj7", "Ebmaj7", "F7", "Dm7", "Gm7", "Cm7",
              "F7", "Bbmaj7", "F7"]
    lick: Motif = ((0, 0.5, 4), (0.5, 0.5, 2), (1, 1, 0), (2.5, 0.5, 2), (3, 1, 4))
    call: Motif = ((0, 1.5, 2), (1.5, 0.5, 4), (2, 0.5, 6), (2.5, 1.5, 4))
    answer: Motif = ((0.5, 0.5, 7), (1, 0.5, 6), (1.5, 0.5, 4), (2, 2, 2))
    sit: Motif = ((0, 2, 0), (3, 0.5, 2), (3.5, 0.5, 4))
    motifs = [lick, call, answer, sit, lick, call, answer, sit, call, lick, answer, call, lick, answer, sit, sit]
    return Piece("somethingwild", 100, 64, (
        lead(BB_MAJOR, chords, motifs, VIBRAPHONE, 92, velocity=76, swing=True),
        Part(1, ELECTRIC_PIANO, 60, bass(chords, ((1.5, 0.5, 1), (3, 0.5, 2)), low=58, velocity=52)
             + bass(chords, ((1.5, 0.5, 3), (3, 0.5, 1)), low=64, velocity=48), pan=48),
        Part(2, WARM_PAD, 34, pad(chords, low=55, velocity=50), pan=80),
        Part(3, ACOUSTIC_BASS, 84, bass(chords, ((0, 1, 0), (1, 1, 1), (2, 1, 2), (3, 1, 1)), low=34, velocity=72)),
        Part(DRUMS, 0, 40, drums(16, ((0, RIDE, 40), (1, RIDE, 44), (swung(1.5, True), RIDE, 30), (2, RIDE, 40),
                                      (3, RIDE, 44), (swung(3.5, True), RIDE, 30), (1, PEDAL_HAT, 30),
                                      (3, PEDAL_HAT, 30)))),
    ))


def win() -> Piece:
    """The win: a short rising fanfare of horns, glockenspiel and a harp sweep, ending on a held chord."""
    rise = [67, 72, 76, 79]
    tune = tuple(Note(i * 0.5, 0.5, p, 84 + 4 * i) for i, p in enumerate(rise)) + (
        Note(2, 0.5, 76, 88), Note(2.5, 0.5, 79, 92), Note(3, 5, 84, 100))
    sweep = tuple(Note(3 + i * 0.125, 5 - i * 0.125, p, 60 + 2 * i)
                  for i, p in enumerate((48, 55, 60, 64, 67, 72, 76, 79, 84)))
    horns = (Note(0, 2, 60, 70), Note(0, 2, 64, 66), Note(2, 1, 67, 74), Note(2, 1, 71, 70),
             Note(3, 5, 64, 80), Note(3, 5, 67, 78), Note(3, 5, 72, 82))
    return Piece("win", 120, 8, (
        Part(0, GLOCKENSPIEL, 84, tune),
        Part(1, HARP, 80, sweep, pan=44),
        Part(2, HORNS, 80, horns, pan=84),
        Part(3, ACOUSTIC_BASS, 80, (Note(0, 2, 36, 76), Note(2, 1, 43, 76), Note(3, 5, 36, 84))),
    ), loops=False)


PIECES = {piece.name: piece for piece in (menu(), yahtzee(), labyrinth(), webrace(), somethingwild(), win())}
"""Every piece by its file name: "menu", each game's id, and "win"."""


# -- MIDI ------------------------------------------------------------------------------------------
def midi(piece: Piece) -> bytes:
    """The piece as a type-1 Standard MIDI File: a tempo track, then one track a part."""
    import mido

    song = mido.MidiFile(type=1, ticks_per_beat=TICKS)
    song.tracks.append(mido.MidiTrack([mido.MetaMessage("set_tempo", tempo=60_000_000 // piece.bpm, time=0),
                                       mido.MetaMessage("end_of_track", time=0)]))
    for part in piece.parts:
        track = mido.MidiTrack()
        setup = [mido.Message("control_change", channel=part.channel, control=7, value=part.level),
                 mido.Message("control_change", channel=part.channel, control=10, value=part.pan)]
        if part.channel != DRUMS:
            setup.insert(0, mido.Message("program_change", channel=part.channel, program=part.program))
        track.extend(setup)
        events: list[tuple[int, int, int, int]] = []  # (tick, off before on, pitch, velocity)
        for start, end, note in spans(part.notes):
            events += [(start, 1, note.pitch, note.velocity), (end, 0, note.pitch, 0)]
        now = 0
        for tick, on, pitch, velocity in sorted(events):
            kind = "note_on" if on else "note_off"
            track.append(mido.Message(kind, channel=part.channel, note=pitch, velocity=velocity, time=tick - now))
            now = tick
        track.append(mido.MetaMessage("end_of_track", time=0))
        song.tracks.append(track)
    out = io.BytesIO()
    song.save(file=out)
    return out.getvalue()


def spans(notes: Sequence[Note]) -> list[tuple[int, int, Note]]:
    """Each note's (first tick, last tick); a note still sounding when its pitch is struck again ends
    there (MIDI has one key per pitch: the first note's release would cut the second one short)."""
    out: list[tuple[int, int, Note]] = []
    following: dict[int, int] = {}  # pitch -> the start of the next note of that pitch
    for note in sorted(notes, key=lambda n: (n.beat, n.pitch), reverse=True):
        start = round(note.beat * TICKS)
        end = min(round((note.beat + note.beats) * TICKS), following.get(note.pitch, 1 << 30))
        following[note.pitch] = start
        out.append((start, max(start + 1, end), note))
    return out[::-1]
