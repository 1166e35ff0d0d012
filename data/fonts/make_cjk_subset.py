"""Rebuild the CJK fonts shipped here from Debian's fonts-noto-cjk (Noto Sans CJK, SIL OFL 1.1).

    apt-get install fonts-noto-cjk && python data/fonts/make_cjk_subset.py

Takes the Traditional Chinese face of each weight's collection and keeps every character it has that
DejaVu Sans lacks in either weight (so both weights cover the same characters and the render kit
reads one character map for both): all the CJK ideographs (Unified, Extension A, the compatibility
ones and the Extension B+ ones Noto has), kana, Hangul syllables and jamo, bopomofo, CJK punctuation
and full-width forms, so any name a player can type in those scripts draws. Kept of the layout
features: the Japanese `locl` substitutions and the glyphs they reach, so Japanese pictures draw
Japanese glyph forms (render/kit.py asks for them with language "ja") from the same face. Dropped,
because the render kit never uses them: every other layout feature (the other languages' forms,
vertical text), vertical metrics and hinting (Pillow draws the same at board sizes without it).
About 11.4 MB a weight instead of 20 (8.6 without the Japanese forms).
"""
from __future__ import annotations

import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

HERE = Path(__file__).resolve().parent
SOURCE = Path("/usr/share/fonts/opentype/noto")
TC_FACE = 3          # in NotoSansCJK-*.ttc: JP, KR, SC, TC, HK, then the Mono faces
WEIGHTS = {"Regular": "DejaVuSans.ttf", "Bold": "DejaVuSans-Bold.ttf"}
JAPANESE = "JAN "    # the OpenType language system whose locl forms are kept


def build(weight: str, source: Path = SOURCE, out: Path = HERE) -> Path:
    regular, bold = (set(TTFont(out / name, lazy=True).getBestCmap()) for name in WEIGHTS.values())
    latin = regular & bold
    font = TTFont(source / f"NotoSansCJK-{weight}.ttc", fontNumber=TC_FACE)
    for script in font["GSUB"].table.ScriptList.ScriptRecord:     # only the Japanese forms
        records = [r for r in script.Script.LangSysRecord if r.LangSysTag == JAPANESE]
        script.Script.LangSysRecord, script.Script.LangSysCount = records, len(records)
    keep = [c for c in font.getBestCmap() if c not in latin]
    options = subset.Options()
    options.layout_features = ["locl"]
    options.drop_tables += ["vhea", "vmtx", "VORG", "BASE"]
    options.hinting = False
    options.name_IDs = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=keep)
    subsetter.subset(font)
    target = out / f"NotoSansCJKtc-{weight}-subset.otf"
    font.recalcTimestamp = False         # the same source gives the same bytes: no churn in git
    font.save(target)
    print(f"{target.name}: {len(keep)} characters, {target.stat().st_size / 1e6:.1f} MB")
    return target


if __name__ == "__main__":
    for name in WEIGHTS:
        build(name, Path(sys.argv[1]) if len(sys.argv) > 1 else SOURCE)
