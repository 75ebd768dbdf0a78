# Writes app/fonts/*.woff2: the latin subsets of @fontsource-variable/inter and /fraunces with their
# weight axis cut to the 400-700 the site uses (font-normal to font-bold), a quarter smaller for Inter
# (docs/decisions/0014-first-paint.md). Run again after upgrading either package:
#   apt-get install python3-fonttools python3-brotli && /usr/bin/python3 scripts/limit-font-weights.py
# The outlines inside 400-700 are the fonts' own (the SIL Open Font License allows the change; no
# Reserved Font Name is declared).
from pathlib import Path

from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = Path(__file__).resolve().parent.parent
FONTS = {
    'inter': 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    'fraunces': 'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
}
for name, source in FONTS.items():
    font = instancer.instantiateVariableFont(TTFont(ROOT / source), {'wght': (400, 700)})
    font.flavor = 'woff2'
    target = ROOT / 'app/fonts' / f'{name}-latin-wght-400-700.woff2'
    font.save(target)
    print(f'{target.relative_to(ROOT)}: {(ROOT / source).stat().st_size} -> {target.stat().st_size} bytes')
