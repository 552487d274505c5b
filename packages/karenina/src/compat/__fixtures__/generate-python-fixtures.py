"""Regenerates the Python-reference fixtures of karenina-ts's compat layer (run with CPython 3.11 and
python-dateutil 2.9 on a machine whose local time zone is UTC):

    python3 generate-python-fixtures.py

py-regex.json   re.findall / re.search for patterns x flags x texts, or the exception kind
dateutil.json   dateutil.parser.parse(text) with "today" = 2026-01-31 (two-digit years around 2026)
strptime.json   datetime.strptime(text, format)
"""
import datetime
import json
import random
import re
import warnings
from pathlib import Path

from dateutil import parser as dateutil_parser

warnings.simplefilter("ignore")
HERE = Path(__file__).parent
FL = {"I": re.I, "M": re.M, "S": re.S, "X": re.X, "A": re.A, "U": re.U, "L": re.L, "T": re.T}

# Valid in Python but known to differ on JavaScript (see docs/divergences.md): captures inside repeated
# groups, back-references to groups that did not take part, conditional groups.
KNOWN_DIVERGENT = {"(?:(a)|b)+", "(a*)*", "(a|)+", "((a)|b)*", "(a)?b\\1", "(a)?(?(1)b|c)", "(?P<x>a)(?(x)b)", "(?:(a)|(b))+"}

texts_default = ["", "abc", "a1 B2\nab\n", "aAaA abba", "café naïve ٤٢_3", " \t\x1c\x85\u00a0\ufeff.-", "ß SS İ ı K k ǅ", "😀a😀", "{x}[y](z)b"]
texts = []
cases = []


def text_index(t):
    if t not in texts:
        texts.append(t)
    return texts.index(t)


def add(pattern, flags=(), texts=None):
    if pattern in KNOWN_DIVERGENT:
        return
    bits = 0
    for f in flags:
        bits |= FL[f]
    case = {"pattern": pattern, "flags": "".join(flags)}
    try:
        compiled = re.compile(pattern, bits)
    except (re.error, OverflowError):
        case["error"] = "regex"
    except ValueError:
        case["error"] = "value"
    else:
        case["results"] = []
        for t in texts if texts is not None else texts_default:
            found = [list(x) if isinstance(x, tuple) else x for x in compiled.findall(t)]
            case["results"].append([text_index(t), found, compiled.search(t) is not None])
        case["tuples"] = compiled.groups >= 2
    cases.append(case)


for p in ["a", "abc", ".", ".+", "\\d+", "\\D+", "\\w+", "\\W+", "\\s+", "\\S+", "\\bw", "\\b\\w+\\b", "\\B", "\\Bb", "^", "$", "^a", "a$", "^\\w+$", "\\A", "\\Z", "\\Aa", "\\n\\Z", "$\\n?", "^$",
          "[abc]", "[^abc]", "[a-c]+", "[\\d]", "[\\D]+", "[\\w-]+", "[\\W\\d]+", "[^\\W\\d]+", "[\\s\\S]", "[^\\s]+", "[\\S\\s]+", "[]a]", "[^]a]+", "]", "}", "{", "a{", "a{2}", "a{,2}", "a{1,}", "a{}", "a{,}", "a{x}", "x{2,3}?", "{1}", "a{2}{3}",
          "(a)|b", "(a)(b)?", "(a)|(b)", "(?:(a)|b)+", "(a*)*", "(a|)+", "((a)|b)*", "(?P<x>a)(?P=x)", "(a)\\1", "(a)?b\\1", "(?P<n>\\w)\\w*(?P=n)",
          "x*|a", "\\d*", "", "a*", "a?", "a*?", "(?:)", "|a", "a|", "a??b", "b*|a|x", "(?=a)|a", "\\b|a", "$|\\n",
          "(?i)abc", "(?i)ß", "(?i)straße", "(?i)é", "(?i)k", "(?i)[k]", "(?i)[a-z]+", "(?i)[^a]", "(?i)ı", "(?i)i", "(?ai)k", "(?ai)[a-z]+", "(?a)\\w+", "(?a)\\d", "(?a)\\s+", "(?a)\\b\\w", "(?a)[^\\W]+",
          "(?m)^\\w", "(?m)\\w$", "(?s).+", "(?x) a b # comment\n c", "(?x)[ ]a", "(?x)a\\ b", "(?x)a{1, 2}", "(?x)a #c\n+", "(?x)( ?:a)", "(?im)^A", "(?i)(?m)^a", "a(?i)b", "(?i)a|(?m)b", "(?#c)(?i)a", " (?i)a", "(?L)a", "(?au)a", "(?u)a", "(?t)ab", "(?t)a*",
          "(?i:a)b", "a(?i:b)", "(?-i:a)b", "(?s:.)", "(?m:^b)", "(?x: a b )c d", "(?i-s:a.)", "(?a:\\w)\\w", "(?u:\\w)", "(?-a:x)", "(?i-i:a)", "(?x-x: a)", "(?t:a)", "(?-t:a)", "(?a:(?i:k))", "(?i)(?a:k)", "(?i:(?-i:a)b)",
          "(?>a+)a", "(?>a|ab)c", "a++a", "a*+", "a?+a", "a{1,2}+a", "(?>(a))\\1", "x*+|a",
          "(?<=a)b", "(?<!a)b", "(?<=ab|cd)x", "(?<=a|bc)x", "(?<=a+)b", "(?<=a{2})b", "(?<=(a))b", "(?<=\\b)a", "(?<=a)(?<=a)b", "(?<=(a)\\1)b", "(a)(?<=\\1)", "(?<=(?>a))b", "(?<=a++)b",
          "(?(1)a|b)", "(a)?(?(1)b|c)", "(?(x)a)", "(?P<x>a)(?(x)b)", "(?(1)a|b|c)", "(?(0)a)", "(?(a-1)x)",
          "[abc", "(a", "a)", "*", "a**", "a+*", "+a", "?", "(?P<1>a)", "(?P<a>a)(?P<a>b)", "(?P=x)", "\\1", "(a)\\2", "(a\\1)", "\\e", "\\q", "\\z", "\\p{L}", "\\k", "\\-", "\\:", "\\#", "\\ ", "\\/", "[\\e]", "[\\b]", "[\\A]", "[\\8]", "\\8", "\\08", "\\0", "\\012", "\\400", "\\x4", "\\x41", "\\u00e9", "\\U0001F600", "\\U00110000", "\\N{EM DASH}", "\\N{em dash}", "\\N{NOT A NAME}", "\\N", "[z-a]", "[a-\\d]", "[\\d-z]", "[a-]", "[-a]", "[\\d-]", "(?<a)", "(?P", "(?Px)", "(?", "(?z)", "(?i", "(?-)", "(?i-:a)", "(?-a:a)", "a\\", "[\\]]", "[\\\\]", "[[]", "[a&&b]", "(?#unterminated", "a{3,2}", "a{99999999999}", "\\b*", "^*", "(?=a)*b", "(?:^)*a", "(?i)(?P<n>A)(?P=n)", "(?i)(a)\\1",
          ]:
    add(p)
for p, fl in [("abc", ["I"]), ("^b", ["M"]), ("a.b", ["S"]), (" a b ", ["X"]), ("\\w+", ["A"]), ("\\w+", ["A","U"]), ("a", ["L"]), ("a*", ["T"]), ("ab", ["T"]), ("k", ["I","A"]), ("[a-z]+", ["I","A"]), ("(?u)a", ["A"]), ("(?a)a", ["U"]), ("\\d+", ["U"])]:
    add(p, fl)
# targeted texts
add("x*|a", texts=["a", "xa", "ax", "aa"])
add("\\d*", texts=["a1", "12a34", ""])
add("(a)|b", texts=["ab", "ba"])
add("(\\d)(\\d)", texts=["12 34", "123"])
add("(?:(a)|(b))+", texts=["ab", "ba"])
add("\\w+", texts=["naïve café", "x\u0301y", "Σίσυφος"])
add("^BCL2$", texts=["BCL2\n", "BCL2\n\n", "BCL2"])
add("$", texts=["a\n", "a\n\n", "\n"])
add("(?m)$", texts=["a\nb\n", "\n\n"])
add("(?m)^", texts=["a\nb\n", "\n\n", "a\rb"])
add(".", texts=["\r\n\u2028\u0085"])
add("\\s", texts=["\x1c\x1d\x1e\x1f\x85\ufeff\u200b\u2028\u3000"])
add("\\b\\w+\\b", texts=["héllo wörld", "a_b c1"])
add("\\d+", texts=["٣ ١٢ ۳ 𝟙"])

# Random patterns (seeded) around empty matches, anchors and look-behinds, which exercise Python's rule that
# an empty match is followed by a non-empty one at the same position when the pattern allows it.
random.seed(7)
fuzz_atoms = ["a", "b", ".", "\\b", "\\B", "^", "$", "\\A", "\\Z", "(?<=a)", "(?<!b)", "(?<=\\b.)", "(?=a)", "(?!b)", "a*",
              "b?", "x*", "(?:a|)", "(?:|b)", "\\w", "\\W", "\\s*", "\\d+", "[ab]", "[^a]", "(?:ab|a)", "a*?", "b+?", "(a)",
              "(b|)", "é", "😀", "\\n", "(?<=^.)", "(?<=\\n)"]
for _ in range(150):
    p = "".join(random.choice(fuzz_atoms) for _ in range(random.randint(1, 5)))
    if random.random() < 0.4:
        p += "|" + "".join(random.choice(fuzz_atoms) for _ in range(random.randint(0, 3)))
    if random.random() < 0.2:
        p = random.choice(["(?m)", "(?s)", "(?i)", "(?a)"]) + p
    add(p, texts=["".join(random.choice("ab \n😀é1") for _ in range(random.randint(0, 10))) for _ in range(3)])

(HERE / "py-regex.json").write_text(json.dumps({"texts": texts, "cases": cases}, ensure_ascii=False, separators=(",", ":")) + "\n")

TODAY = datetime.datetime(2026, 1, 31)
dateutil_parser.DEFAULTPARSER.info._year = 2026
dateutil_parser.DEFAULTPARSER.info._century = 2000


def fields(value):
    # tzinfo.utcoffset() directly: datetime.utcoffset() would reject offsets of 24 hours or more, which
    # dateutil accepts (the error only comes when such a value is compared or subtracted).
    offset = None if value.tzinfo is None else value.tzinfo.utcoffset(value)
    minutes = None if offset is None else offset.total_seconds() / 60
    return [value.year, value.month, value.day, value.hour, value.minute, value.second, value.microsecond, minutes]


strings = """2024-01-15
2024-01-15T10:00:00
2024-01-15T10:00:00Z
2024-01-15T10:00:00z
2024-01-15T23:59:59
2024-01-15 10:00
2024-01-15 06:00
2024-01-15T10:00:00-05:00
2024-01-15T10:00:00+0530
2024-01-15T10:00:00+05
2024-01-15T10:00:00.123456
2024-01-15T10:00:00,5
2024-01-15T10:00:00.1234567
2023-03-10T22:00:00-07:00
20240115
20240115T1030
202401151030
20240115103045
240115
2024/01/15
01/02/2024
15/01/2024
13/13/2024
01/15/24
1/2/03
2024-02-29
2023-02-29
2023-04-31
2024-13-01
January 15, 2024
January 15 2024
15 January 2024
15 Jan 2024
Jan 15 2024
Jan 15, 2024
jan 15 2024
JANUARY 15, 2024
Sept 5 2024
Sep. 5, 2024
March 5, 2020
5 Mar 2020
Mar 2023
March 2023
March
2020
Feb
February 2024
Jan-15-2024
15-Jan-2024
2024-Jan-15
Jan of 24
Tue, 15 Jan 2024 10:00:00 +0000
Tue, 15 Jan 2024 10:00:00 GMT
Tue, 15 Jan 2024 10:00:00 -0500 (EST)
Monday
Mon
Monday, January 15, 2024
10:00
10:30:45
10:30.5
10:30.1
3pm
3 pm
3:30 PM
12 am
12am
12:00 pm
13 pm
am
10h30
10h 30m 15s
10 hours
5m
10:00 GMT+3
10:00 UTC
10:00 EST
10:00 UTC+05:00
10:00 +05:00
2024-01-15 +05:00
today
tomorrow
not a date

 
2024
24
1
01
15
31
32
99
100
1999
0
0000
9999
10000
2024-01-15T25:00:00
2024-01-15T10:60:00
2024-01-15T10:00:60
The 15th of January 2024
January 15th, 2024
15th January 2024
1st Jan 2024
2024-01-15 at 10:00
on Jan 15 2024
2024.01.15
15.01.2024
01.15.2024
2024-1-5
5-1-2024
Jan/15/2024
2024 Jan 15
2024 15 Jan
15 2024 Jan
1 2 3
2024 01 15
1 2
99-01
01-99
Q3 2024
2024-W03
nan
inf
None
True
1.5
20240115.5
٢٠٢٤-٠١-١٥
2024-01-15T10:00:00+24:00
2024-01-15T10:00:00-23:59
10:00:00 Z
12/31/1999 11:59:59 PM
1999-12-31 23:59:59.999999
Sat Jan 13 10:00:00 2024
2024-01-15T10
T10:00
2024-01-15T10:00:00 (UTC)
2024-01-15 10:00:00 +05:00 (IST)""".split('\n')

random.seed(1)
atoms = ["2024", "24", "1", "01", "12", "13", "15", "31", "32", "99", "100", "0", "2024.5", "10.5", "1.5.2", "20240115",
         "240115", "103045", "1030", "10,5", "Jan", "January", "feb", "Sept", "sep.", "Mon", "monday", "am", "pm", "a", "p",
         "Z", "UTC", "GMT", "EST", "CEST", "h", "m", "s", "hours", "min", "of", "the", "th", "st", "at", "on", "T", "t", "+",
         "-", "/", ".", ",", ":", " ", " ", "  ", "(", ")", "'", "٢", "x", "nan", "05:00", "10:00", "10:30:45",
         "10:30:45.123", "+0530", "-05:00"]
fuzz = ["".join(random.choice(atoms) for _ in range(random.randint(1, 7))) for _ in range(3000)]
date_cases = []
for s in strings + fuzz:
    try:
        date_cases.append({"text": s, "result": fields(dateutil_parser.parse(s, default=TODAY))})
    except (ValueError, OverflowError):
        if s in strings or len(date_cases) % 5 == 0:
            date_cases.append({"text": s, "error": "value"})
(HERE / "dateutil.json").write_text(json.dumps(date_cases, ensure_ascii=False, separators=(",", ":")) + "\n")

pairs = [
("2024-01-15","%Y-%m-%d"),("January 15, 2024","%Y-%m-%d"),("01/15/2024","%d/%m/%Y"),("15/01/2024","%d/%m/%Y"),("2024-1-5","%Y-%m-%d"),
("2024-01-15 10:30:45","%Y-%m-%d %H:%M:%S"),("2024-01-15  10:30","%Y-%m-%d %H:%M"),("2024-01-15\t10:30","%Y-%m-%d %H:%M"),("2024-01-1510:30","%Y-%m-%d %H:%M"),
("15 jan 2024","%d %b %Y"),("15 JANUARY 2024","%d %B %Y"),("Mon Jan 15 10:00:00 2024","%c"),("01/15/24","%x"),("10:00:00","%X"),
("2024-01-15T10:00:00Z","%Y-%m-%dT%H:%M:%S%z"),("2024-01-15T10:00:00z","%Y-%m-%dT%H:%M:%S%z"),("2024-01-15T10:00:00+05:30","%Y-%m-%dT%H:%M:%S%z"),("2024-01-15T10:00:00-0530","%Y-%m-%dT%H:%M:%S%z"),
("2024-01-15T10:00:00+05:30:15.5","%Y-%m-%dT%H:%M:%S%z"),("2024-01-15T10:00:00+0530:15","%Y-%m-%dT%H:%M:%S%z"),("2024-01-15T10:00:00+25:00","%Y-%m-%dT%H:%M:%S%z"),
("10:00 UTC","%H:%M %Z"),("10:00 gmt","%H:%M %Z"),("10:00 EST","%H:%M %Z"),
("3:30 PM","%I:%M %p"),("12:00 AM","%I:%M %p"),("12:00 pm","%I:%M %p"),("12:00","%I:%M"),("13:00 PM","%I:%M %p"),
("2024-01-15 10:00:00.5","%Y-%m-%d %H:%M:%S.%f"),("2024-01-15 10:00:00.1234567","%Y-%m-%d %H:%M:%S.%f"),
("2024 015","%Y %j"),("2024 366","%Y %j"),("2023 366","%Y %j"),("2024 3 1","%Y %W %w"),("2024 3 1","%Y %U %w"),("2024 0 1","%Y %U %w"),("2024 03 1","%G %V %u"),("2024 03","%G %V"),("2024 03 1","%Y %V %u"),
("Monday 2024-01-15","%A %Y-%m-%d"),("Mon","%a"),("02-29","%m-%d"),("2024-02-29","%Y-%m-%d"),("2023-02-29","%Y-%m-%d"),
("24-01-15","%y-%m-%d"),("69-01-15","%y-%m-%d"),("68-01-15","%y-%m-%d"),("2024-01-15","%Y-%m-%d %H"),("2024-01-15 extra","%Y-%m-%d"),
("2024%01","%Y%%%m"),("2024","%Y %"),("2024","%Q"),("2024-01-15","%Y-%m-%d%"),("2024.01.15","%Y.%m.%d"),("2024x01x15","%Y.%m.%d"),("(2024)","(%Y)"),("2024 2024","%Y %Y"),
("10:61","%H:%S"),("10:60","%M:%S"),("٢٠٢٤-٠١-١٥","%Y-%m-%d"),("2024-01- 5","%Y-%m-%d"),("2024-01-5 ","%Y-%m-%d "),("","%Y"),("",""),("x",""),("jan","%b"),("ſep 1","%b %d"),
("0000-01-01","%Y-%m-%d"),("0001-01-01","%Y-%m-%d"),("2024-01-15 Monday","%Y-%m-%d %A"),("15/1/2024 0:5","%d/%m/%Y %H:%M"),("2024-01-15","%Y-%m-%d\\"),("2024-01-15","%Y-%m-%d%.")]

strptime_cases = []
for s, f in pairs:
    case = {"text": s, "format": f}
    try:
        case["result"] = fields(datetime.datetime.strptime(s, f))
    except ValueError:
        case["error"] = "value"
    except re.error:
        case["error"] = "regex"
    strptime_cases.append(case)
(HERE / "strptime.json").write_text(json.dumps(strptime_cases, ensure_ascii=False, separators=(",", ":")) + "\n")
