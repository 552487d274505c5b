"""Regenerates py-runtime.json: CPython 3.11 (standard library only) on random inputs, for the Python
runtime semantics karenina-ts reproduces (spec 01 §9, 02 §7.3):

    python3 generate-runtime-fixtures.py

repr     repr(float) of random bit patterns, rounded decimals and every decade
dumps    json.dumps(s) and json.dumps(s, ensure_ascii=False) of random strings
lower    str.lower() (the `lowercase` normalizer)
strip    str.strip() and str.split() over Python's whitespace set
fuzzy    Karenina's fuzzy_match_excerpt similarity: difflib.SequenceMatcher (autojunk on) longest match
"""
import difflib
import json
import math
import random
import struct
from pathlib import Path

random.seed(20261124)
cases = {"repr": [], "dumps": [], "lower": [], "strip": [], "fuzzy": []}

for _ in range(600):
    x = struct.unpack("<d", struct.pack("<Q", random.getrandbits(64)))[0]
    if not (math.isnan(x) or math.isinf(x)):
        cases["repr"].append([x, repr(x)])
for _ in range(300):
    x = round(random.uniform(-1e6, 1e6), random.randint(0, 8)) * (10 ** random.randint(-20, 20))
    cases["repr"].append([x, repr(x)])
for e in range(-323, 309, 3):
    for m in (1.0, 1.5, 9.999999999999999):
        x = m * 10.0**e
        if not math.isinf(x):
            cases["repr"].append([x, repr(x)])

POOL = [chr(c) for c in list(range(0x20, 0x7F)) + list(range(0xA0, 0x300, 3)) + list(range(0x370, 0x530, 3))]
POOL += [chr(c) for c in (0x1E9E, 0x130, 0x131, 0x3A3, 0x2126, 0x212A, 0xFB00, 0x1F600, 0x10400, 0x1D7D9, 0x85, 0x2028, 0x7F, 0x1C, 0x1F, 0xFEFF, 0x200B, 0x3000)]
POOL += ['"', "\\", "\n", "\t", "\x00", "\x08"]
WHITESPACE = [" ", "\t", "\n", "\x0b", "\x0c", "\r", "\x1c", "\x1d", "\x1e", "\x1f", "\x85", "\xa0", "\u1680", "\u2000", "\u200a", "\u2028", "\u2029", "\u202f", "\u205f", "\u3000", "\ufeff", "\u200b", "a"]


def text(n, pool):
    return "".join(random.choice(pool) for _ in range(n))


for _ in range(500):
    s = text(random.randint(0, 12), POOL)
    cases["dumps"].append([s, json.dumps(s), json.dumps(s, ensure_ascii=False)])
    cases["lower"].append([s, s.lower()])
    t = text(random.randint(0, 6), WHITESPACE) + s + text(random.randint(0, 6), WHITESPACE)
    cases["strip"].append([t, t.strip(), t.split()])


def fuzzy(excerpt, trace):
    e, t = " ".join(excerpt.split()), " ".join(trace.split())
    if not e or not t:
        return 0.0
    return difflib.SequenceMatcher(None, e, t).find_longest_match(0, len(e), 0, len(t)).size / len(e)


WORDS = ["the", "BCL2", "target", "venetoclax", "is", "a", "protein", "of", "apoptosis", "and", "in", "cells", "2", "x", "é"]
for _ in range(200):
    trace = " ".join(random.choice(WORDS) for _ in range(random.randint(5, 70)))
    if random.random() < 0.5:
        words = trace.split()
        start = random.randint(0, max(0, len(words) - 3))
        excerpt = " ".join(words[start : start + random.randint(1, 12)])
    else:
        excerpt = " ".join(random.choice(WORDS) for _ in range(random.randint(1, 10)))
    cases["fuzzy"].append([excerpt, trace, fuzzy(excerpt, trace)])

(Path(__file__).parent / "py-runtime.json").write_text(json.dumps(cases, ensure_ascii=False) + "\n", encoding="utf-8")
