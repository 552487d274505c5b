"""Classic answer templates written the way Karenina's docs write them (BaseAnswer subclass, pydantic fields,
model_post_init / ground_truth setting self.correct, verify(), verify_granular(), self.regex), with the judge
values each one is checked on. generate-classic-fixtures.py runs them with CPython and real pydantic."""

HEADER = "from karenina.schemas.entities import BaseAnswer\nfrom pydantic import Field\n"

TEMPLATES = [
    ("str_methods", HEADER + '''
class Answer(BaseAnswer):
    target: str = Field(description="The protein target")

    def model_post_init(self, __context):
        self.correct = {"target": "BCL2"}

    def verify(self) -> bool:
        return self.target.strip().upper().replace("-", "") == self.correct["target"]
''', [{"target": " bcl-2 "}, {"target": "MCL1"}, {"target": "Bcl2"}]),

    ("startswith_endswith_find", HEADER + '''
class Answer(BaseAnswer):
    gene: str = Field(description="Gene symbol")

    def model_post_init(self, __context):
        self.correct = {"prefix": "TP", "suffix": "53"}

    def verify(self) -> bool:
        g = self.gene.strip()
        return g.startswith(self.correct["prefix"]) and g.endswith(self.correct["suffix"]) and g.find("P") == 1
''', [{"gene": "TP53"}, {"gene": "tp53"}, {"gene": "TP63"}]),

    ("casefold_split_join", HEADER + '''
class Answer(BaseAnswer):
    name: str = Field(description="Full name")

    def model_post_init(self, __context):
        self.correct = {"name": "marie curie"}

    def verify(self) -> bool:
        return " ".join(self.name.casefold().split()) == self.correct["name"]
''', [{"name": "  Marie   CURIE "}, {"name": "Pierre Curie"}, {"name": "MARİE CURIE"}]),

    ("int_equality", HEADER + '''
class Answer(BaseAnswer):
    result: int = Field(description="The numerical result")

    def model_post_init(self, __context):
        self.correct = {"result": 4}

    def verify(self) -> bool:
        return self.result == self.correct["result"]
''', [{"result": 4}, {"result": 5}, {"result": -4}]),

    ("float_tolerance", HEADER + '''
class Answer(BaseAnswer):
    value: float = Field(description="Measured value")

    def model_post_init(self, __context):
        self.correct = {"value": 0.3}

    def verify(self) -> bool:
        return abs(self.value - self.correct["value"]) <= 1e-9

    def verify_granular(self) -> float:
        return max(0.0, 1 - abs(self.value - self.correct["value"]) / self.correct["value"])
''', [{"value": 0.1 + 0.2}, {"value": 0.25}, {"value": 3}, {"value": 0.3}]),

    ("int_float_arithmetic", HEADER + '''
class Answer(BaseAnswer):
    count: int = Field(description="Number of items")
    total: float = Field(description="Total weight")

    def model_post_init(self, __context):
        self.correct = {"mean": 2.5}

    def verify(self) -> bool:
        return self.total / self.count == self.correct["mean"] and self.count // 2 == 2 and self.count % 2 == 0

    def verify_granular(self) -> float:
        return round(self.total / self.count / self.correct["mean"], 3)
''', [{"count": 4, "total": 10}, {"count": 5, "total": 12.5}, {"count": 4, "total": 9.0}]),

    ("comparisons_chained", HEADER + '''
class Answer(BaseAnswer):
    temperature: int = Field(description="Temperature in Celsius")

    def model_post_init(self, __context):
        self.correct = {"low": 95, "high": 105}

    def verify(self) -> bool:
        return self.correct["low"] <= self.temperature <= self.correct["high"]
''', [{"temperature": 100}, {"temperature": 94}, {"temperature": 105}]),

    ("bool_field", HEADER + '''
class Answer(BaseAnswer):
    is_approved: bool = Field(description="Whether the drug is approved")

    def model_post_init(self, __context):
        self.correct = {"is_approved": True}

    def verify(self) -> bool:
        return self.is_approved is self.correct["is_approved"]
''', [{"is_approved": True}, {"is_approved": False}]),

    ("list_order_insensitive", HEADER + '''
class Answer(BaseAnswer):
    colors: list[str] = Field(description="List of color names")

    def model_post_init(self, __context):
        self.correct = {"colors": ["red", "green", "blue"]}

    def verify(self) -> bool:
        return sorted(c.lower() for c in self.colors) == sorted(self.correct["colors"])
''', [{"colors": ["Blue", "red", "GREEN"]}, {"colors": ["red", "green"]}, {"colors": []}]),

    ("set_overlap_granular", HEADER + '''
class Answer(BaseAnswer):
    indications: list[str] = Field(description="Approved indications")

    def model_post_init(self, __context):
        self.correct = {"indications": {"cll", "aml", "sll"}}

    def verify(self) -> bool:
        return {i.lower() for i in self.indications} >= self.correct["indications"]

    def verify_granular(self) -> float:
        found = {i.lower() for i in self.indications} & self.correct["indications"]
        return len(found) / len(self.correct["indications"])
''', [{"indications": ["CLL", "AML", "SLL", "MM"]}, {"indications": ["CLL"]}, {"indications": []}]),

    ("dict_field", HEADER + '''
class Answer(BaseAnswer):
    doses: dict[str, float] = Field(description="Dose in mg by drug")

    def model_post_init(self, __context):
        self.correct = {"doses": {"venetoclax": 400.0, "rituximab": 375.0}}

    def verify(self) -> bool:
        return all(self.doses.get(k) == v for k, v in self.correct["doses"].items())

    def verify_granular(self) -> float:
        hits = sum(1 for k, v in self.correct["doses"].items() if self.doses.get(k) == v)
        return hits / len(self.correct["doses"])
''', [{"doses": {"venetoclax": 400, "rituximab": 375}}, {"doses": {"venetoclax": 400}}, {"doses": {}}]),

    ("dict_comprehension_counts", HEADER + '''
class Answer(BaseAnswer):
    words: list[str] = Field(description="Words mentioned")

    def model_post_init(self, __context):
        self.correct = {"counts": {"a": 2, "b": 1}}

    def verify(self) -> bool:
        counts = {w: self.words.count(w) for w in set(self.words)}
        return counts == self.correct["counts"]
''', [{"words": ["a", "b", "a"]}, {"words": ["a", "b"]}]),

    ("regex_search", HEADER + '''
import re

class Answer(BaseAnswer):
    citation: str = Field(description="The citation")

    def model_post_init(self, __context):
        self.correct = {"pattern": r"PMID:\\s*(\\d{7,8})"}

    def verify(self) -> bool:
        m = re.search(self.correct["pattern"], self.citation)
        return m is not None and m.group(1) == "12345678"
''', [{"citation": "see PMID: 12345678"}, {"citation": "PMID:1234"}, {"citation": "pmid: 12345678"}]),

    ("regex_findall_flags", HEADER + '''
import re

class Answer(BaseAnswer):
    text: str = Field(description="Answer text")

    def model_post_init(self, __context):
        self.correct = {"n": 2}

    def verify(self) -> bool:
        return len(re.findall(r"^bcl\\w*", self.text, re.IGNORECASE | re.MULTILINE)) == self.correct["n"]

    def verify_granular(self) -> float:
        return min(1.0, len(re.findall(r"bcl", self.text, flags=re.I)) / 4)
''', [{"text": "BCL2\nbcl-xl\nMCL1"}, {"text": "BCL2 and BCL-XL"}, {"text": "bcl bcl bcl bcl bcl"}]),

    ("regex_sub_fullmatch", HEADER + '''
import re

class Answer(BaseAnswer):
    code: str = Field(description="ICD-10 code")

    def model_post_init(self, __context):
        self.correct = {"code": "C91.1"}

    def verify(self) -> bool:
        cleaned = re.sub(r"\\s+", "", self.code).upper()
        return re.fullmatch(r"[A-Z]\\d{2}\\.\\d", cleaned) is not None and cleaned == self.correct["code"]
''', [{"code": " c91.1 "}, {"code": "C91"}, {"code": "C 91 . 1"}]),

    ("math_functions", HEADER + '''
import math

class Answer(BaseAnswer):
    half_life_h: float = Field(description="Half-life in hours")

    def model_post_init(self, __context):
        self.correct = {"k": 0.0267}

    def verify(self) -> bool:
        return math.isclose(math.log(2) / self.half_life_h, self.correct["k"], rel_tol=0.05)

    def verify_granular(self) -> float:
        return round(math.exp(-abs(math.log(2) / self.half_life_h - self.correct["k"]) * 100), 6)
''', [{"half_life_h": 26}, {"half_life_h": 13.5}, {"half_life_h": 25.9}]),

    ("math_floor_ceil_sqrt", HEADER + '''
import math

class Answer(BaseAnswer):
    area: float = Field(description="Area in m2")

    def model_post_init(self, __context):
        self.correct = {"side": 3}

    def verify(self) -> bool:
        return math.floor(math.sqrt(self.area)) == self.correct["side"] and math.ceil(self.area) >= 9
''', [{"area": 9}, {"area": 15.99}, {"area": 16}]),

    ("datetime_dates", HEADER + '''
from datetime import date, datetime, timedelta

class Answer(BaseAnswer):
    approval_date: str = Field(description="FDA approval date, YYYY-MM-DD")

    def model_post_init(self, __context):
        self.correct = {"approval_date": "2016-04-11"}

    def verify(self) -> bool:
        d = datetime.strptime(self.approval_date, "%Y-%m-%d").date()
        return abs(d - date.fromisoformat(self.correct["approval_date"])) <= timedelta(days=31)

    def verify_granular(self) -> float:
        d = date.fromisoformat(self.approval_date)
        return max(0.0, 1 - abs((d - date(2016, 4, 11)).days) / 365)
''', [{"approval_date": "2016-04-11"}, {"approval_date": "2016-05-20"}, {"approval_date": "2017-01-01"}, {"approval_date": "April 2016"}]),

    ("datetime_weekday_year", HEADER + '''
import datetime

class Answer(BaseAnswer):
    when: str = Field(description="Date of the event")

    def model_post_init(self, __context):
        self.correct = {"year": 1969}

    def verify(self) -> bool:
        d = datetime.date.fromisoformat(self.when)
        return d.year == self.correct["year"] and d.strftime("%A") == "Sunday" and d.isocalendar()[1] == 29
''', [{"when": "1969-07-20"}, {"when": "1969-07-21"}]),

    ("list_comprehension_filter", HEADER + '''
class Answer(BaseAnswer):
    values: list[int] = Field(description="Measured values")

    def model_post_init(self, __context):
        self.correct = {"evens": [2, 4, 6]}

    def verify(self) -> bool:
        return [v for v in self.values if v % 2 == 0] == self.correct["evens"]

    def verify_granular(self) -> float:
        return sum(1 for v in self.values if v in self.correct["evens"]) / max(len(self.values), 1)
''', [{"values": [1, 2, 3, 4, 5, 6]}, {"values": [2, 4]}, {"values": []}]),

    ("nested_comprehension_zip_enumerate", HEADER + '''
class Answer(BaseAnswer):
    steps: list[str] = Field(description="Protocol steps in order")

    def model_post_init(self, __context):
        self.correct = {"steps": ["lyse", "spin", "wash", "elute"]}

    def verify(self) -> bool:
        return all(a.lower() == b for a, b in zip(self.steps, self.correct["steps"])) and len(self.steps) == 4

    def verify_granular(self) -> float:
        ok = [i for i, (a, b) in enumerate(zip(self.steps, self.correct["steps"])) if a.lower() == b]
        return len(ok) / len(self.correct["steps"])
''', [{"steps": ["Lyse", "Spin", "Wash", "Elute"]}, {"steps": ["lyse", "wash", "spin", "elute"]}, {"steps": ["lyse"]}]),

    ("ground_truth_method", HEADER + '''
class Answer(BaseAnswer):
    symbol: str = Field(description="Chemical element symbol")

    def ground_truth(self):
        self.correct = {"symbol": "Au"}

    def verify(self) -> bool:
        return self.symbol == self.correct["symbol"]
''', [{"symbol": "Au"}, {"symbol": "AU"}]),

    ("helper_methods_and_classmethod", HEADER + '''
class Answer(BaseAnswer):
    dose: str = Field(description="Dose with unit, e.g. 400 mg")

    def model_post_init(self, __context):
        self.correct = {"mg": 400}

    @staticmethod
    def _number(text: str) -> float:
        return float("".join(ch for ch in text if ch.isdigit() or ch == "."))

    @classmethod
    def _to_mg(cls, text: str) -> float:
        return cls._number(text) * (1000 if "g" in text and "mg" not in text else 1)

    def verify(self) -> bool:
        return self._to_mg(self.dose) == self.correct["mg"]
''', [{"dose": "400 mg"}, {"dose": "0.4 g"}, {"dose": "40 mg"}]),

    ("optional_field", HEADER + '''
from typing import Optional

class Answer(BaseAnswer):
    ic50_nm: Optional[float] = Field(default=None, description="IC50 in nM if given")
    target: str = Field(description="Target")

    def model_post_init(self, __context):
        self.correct = {"target": "BCL2"}

    def verify(self) -> bool:
        if self.ic50_nm is None:
            return self.target == self.correct["target"]
        return self.target == self.correct["target"] and self.ic50_nm < 1
''', [{"target": "BCL2"}, {"target": "BCL2", "ic50_nm": 0.01}, {"target": "BCL2", "ic50_nm": 5}, {"target": "BCL2", "ic50_nm": None}]),

    ("literal_field", HEADER + '''
from typing import Literal

class Answer(BaseAnswer):
    mechanism: Literal["inhibitor", "agonist", "antagonist"] = Field(description="Mechanism of action")

    def model_post_init(self, __context):
        self.correct = {"mechanism": "inhibitor"}

    def verify(self) -> bool:
        return self.mechanism == self.correct["mechanism"]
''', [{"mechanism": "inhibitor"}, {"mechanism": "agonist"}]),

    ("multiple_fields_weighted", HEADER + '''
class Answer(BaseAnswer):
    gene_name: str = Field(description="The gene symbol")
    gene_function: str = Field(description="Description of gene function")

    def model_post_init(self, __context):
        self.correct = {"gene_name": "BCL2", "gene_function": "anti-apoptotic"}

    def verify(self) -> bool:
        name_match = self.gene_name.upper() == self.correct["gene_name"]
        func_match = self.correct["gene_function"].lower() in self.gene_function.lower()
        return name_match and func_match

    def verify_granular(self) -> float:
        weights = {"gene_name": 2, "gene_function": 1}
        score = weights["gene_name"] * (self.gene_name.upper() == self.correct["gene_name"])
        score += weights["gene_function"] * (self.correct["gene_function"] in self.gene_function.lower())
        return score / sum(weights.values())
''', [{"gene_name": "bcl2", "gene_function": "An anti-apoptotic regulator"}, {"gene_name": "BCL2", "gene_function": "pro-apoptotic"}, {"gene_name": "TP53", "gene_function": "anti-apoptotic"}]),

    ("or_logic", HEADER + '''
class Answer(BaseAnswer):
    celsius: int = Field(description="Temperature in Celsius")
    fahrenheit: int = Field(description="Temperature in Fahrenheit")

    def model_post_init(self, __context):
        self.correct = {"celsius": 100, "fahrenheit": 212}

    def verify(self) -> bool:
        return self.celsius == 100 or self.fahrenheit == 212
''', [{"celsius": 100, "fahrenheit": 0}, {"celsius": 0, "fahrenheit": 212}, {"celsius": 0, "fahrenheit": 0}]),

    ("self_regex_checks", HEADER + '''
class Answer(BaseAnswer):
    drug: str = Field(description="Drug name")

    def model_post_init(self, __context):
        self.correct = {"drug": "venetoclax"}
        self.regex = {"citation": {"pattern": r"\\[\\d+\\]", "expected": 2, "match_type": "count"}}

    def verify(self) -> bool:
        return self.drug.lower() == self.correct["drug"]
''', [{"drug": "Venetoclax"}, {"drug": "navitoclax"}]),

    ("raises_zero_division", HEADER + '''
class Answer(BaseAnswer):
    hits: int = Field(description="Number of hits")
    total: int = Field(description="Number of trials")

    def model_post_init(self, __context):
        self.correct = {"rate": 0.5}

    def verify(self) -> bool:
        return self.hits / self.total == self.correct["rate"]

    def verify_granular(self) -> float:
        return 1 - abs(self.hits / self.total - self.correct["rate"])
''', [{"hits": 1, "total": 2}, {"hits": 1, "total": 0}, {"hits": 3, "total": 4}]),

    ("raises_key_error", HEADER + '''
class Answer(BaseAnswer):
    organ: str = Field(description="Organ")

    def model_post_init(self, __context):
        self.correct = {"organ": "liver"}

    def verify(self) -> bool:
        return self.organ.lower() == self.correct["organs"]
''', [{"organ": "Liver"}]),

    ("non_bool_verify_truthiness", HEADER + '''
class Answer(BaseAnswer):
    items: list[str] = Field(description="Listed items")

    def model_post_init(self, __context):
        self.correct = {"item": "aspirin"}

    def verify(self):
        return [i for i in self.items if i.lower() == self.correct["item"]]
''', [{"items": ["Aspirin", "ibuprofen"]}, {"items": ["ibuprofen"]}]),

    ("string_formatting", HEADER + '''
class Answer(BaseAnswer):
    value: float = Field(description="Concentration")
    unit: str = Field(description="Unit")

    def model_post_init(self, __context):
        self.correct = {"formatted": "12.50 mg/L"}

    def verify(self) -> bool:
        return f"{self.value:.2f} {self.unit}" == self.correct["formatted"] and "%d%%" % 50 == "50%" and "{:>5}".format("x") == "    x"
''', [{"value": 12.5, "unit": "mg/L"}, {"value": 12.499, "unit": "mg/L"}, {"value": 12.504, "unit": "mg/l"}]),

    ("sorting_key_lambda_minmax", HEADER + '''
class Answer(BaseAnswer):
    ranking: list[str] = Field(description="Drugs ranked by potency, strongest first")

    def model_post_init(self, __context):
        self.correct = {"potency": {"a": 3, "b": 2, "c": 1}}

    def verify(self) -> bool:
        expected = sorted(self.correct["potency"], key=lambda k: -self.correct["potency"][k])
        return [r.lower() for r in self.ranking] == expected and max(self.correct["potency"].values()) == 3

    def verify_granular(self) -> float:
        expected = sorted(self.correct["potency"], key=lambda k: self.correct["potency"][k], reverse=True)
        return sum(1 for x, y in zip(self.ranking, expected) if x.lower() == y) / 3
''', [{"ranking": ["A", "B", "C"]}, {"ranking": ["a", "c", "b"]}, {"ranking": ["c", "b", "a"]}]),

    ("collections_counter_itertools", HEADER + '''
from collections import Counter
import itertools

class Answer(BaseAnswer):
    bases: str = Field(description="DNA sequence")

    def model_post_init(self, __context):
        self.correct = {"gc": 0.5}

    def verify(self) -> bool:
        c = Counter(self.bases.upper())
        pairs = list(itertools.combinations("ACGT", 2))
        return (c["G"] + c["C"]) / sum(c.values()) == self.correct["gc"] and len(pairs) == 6

    def verify_granular(self) -> float:
        c = Counter(self.bases.upper())
        return round((c["G"] + c["C"]) / max(sum(c.values()), 1), 4)
''', [{"bases": "ACGT"}, {"bases": "aaagc"}, {"bases": "GGCC"}]),

    ("unicode_and_in_operator", HEADER + '''
import unicodedata

class Answer(BaseAnswer):
    place: str = Field(description="City")

    def model_post_init(self, __context):
        self.correct = {"place": "zurich"}

    def verify(self) -> bool:
        plain = unicodedata.normalize("NFKD", self.place).encode("ascii", "ignore").decode().lower()
        return self.correct["place"] in plain
''', [{"place": "Zürich"}, {"place": "Zurich, CH"}, {"place": "Geneva"}]),

    ("validation_error_on_construct", HEADER + '''
class Answer(BaseAnswer):
    n: int = Field(description="A count")

    def model_post_init(self, __context):
        if self.n < 0:
            raise ValueError("n must be non-negative")
        self.correct = {"n": 3}

    def verify(self) -> bool:
        return self.n == self.correct["n"]
''', [{"n": 3}, {"n": -1}]),
    # Issue 29: pydantic's lax mode inside containers and on top-level fields.
    ("lax_coercion_dict_list_scalars", HEADER + """
from typing import Dict, List

class Answer(BaseAnswer):
    counts: Dict[str, int] = Field(description="Count per item")
    weights: dict[str, float] = Field(description="Weight per item")
    doses: List[float] = Field(description="Doses in mg")
    total: int = Field(description="Total")
    approved: bool = Field(description="Whether approved")

    def model_post_init(self, __context):
        self.correct = {"counts": {"a": 3, "b": 1}, "total": 4}

    def verify(self) -> bool:
        return self.counts == self.correct["counts"] and self.total == self.correct["total"] and self.approved and all(isinstance(d, float) for d in self.doses)
""", [
        {"counts": {"a": "3", "b": 1}, "weights": {"x": "0.5", "y": 2}, "doses": [1, "2.5"], "total": "4", "approved": "yes"},
        {"counts": {"a": " 3 ", "b": "1"}, "weights": {"x": "1_000"}, "doses": [], "total": 4.0, "approved": 1},
        {"counts": {"a": "3.0", "b": True}, "weights": {}, "doses": [0], "total": "4", "approved": "off"},
        {"counts": {"a": "3.5", "b": 1}, "weights": {}, "doses": [], "total": 4, "approved": True},
        {"counts": {"a": "three", "b": 1}, "weights": {}, "doses": [], "total": 4, "approved": True},
        {"counts": {"a": 3, "b": 1}, "weights": {}, "doses": ["nan"], "total": "1e3", "approved": True},
    ]),

    # Issue 29: parsed_llm_response is the instance after model_post_init (normalised fields, extra attributes).
    ("post_init_normalises_and_adds_attributes", HEADER + """
class Answer(BaseAnswer):
    symbol: str = Field(description="The gene symbol")
    value: float = Field(description="The measured value")
    readings: list[float] = Field(description="Readings")

    def model_post_init(self, __context):
        self.symbol = self.symbol.strip().upper()
        self.tolerance = 0.1
        self.correct = {"symbol": "BCL2", "value": 1}

    def verify(self) -> bool:
        return self.symbol == self.correct["symbol"] and abs(self.value - self.correct["value"]) <= self.tolerance
""", [{"symbol": " bcl2 ", "value": 1, "readings": [1, 2, 3]}, {"symbol": "tp53", "value": 1.05, "readings": []}]),

    # Issue 29: dates in self.correct are written as ISO text (pydantic's JSON mode), not as a repr.
    ("date_in_correct", HEADER + """
import datetime

class Answer(BaseAnswer):
    landing: str = Field(description="The landing date, ISO format")

    def model_post_init(self, __context):
        self.correct = {"landing": datetime.date(1969, 7, 20), "at": datetime.datetime(1969, 7, 20, 20, 17)}

    def verify(self) -> bool:
        return datetime.date.fromisoformat(self.landing) == self.correct["landing"]
""", [{"landing": "1969-07-20"}, {"landing": "1969-07-21"}]),

    # Issue 29: self.regex with Karenina's snake_case keys (seed 003 section 8.3).
    ("regex_snake_case_seed_8_3", HEADER + """
class Answer(BaseAnswer):
    discovery_date: str = Field(description="The date of penicillin's discovery as stated in the response.")

    def ground_truth(self):
        self.correct = {"discovery_date": "1928"}
        self.regex = {
            "mentions_discovery_year": {"pattern": r"\\b1928\\b", "expected": "1928", "match_type": "exact"},
            "mentions_fleming": {"pattern": r"\\bFleming\\b", "expected": "Fleming", "match_type": "contains"},
            "has_three_citations": {"pattern": r"\\[\\d+\\]", "expected": 3, "match_type": "count"},
        }

    def verify(self) -> bool:
        return "1928" in self.discovery_date
""", [{"discovery_date": "1928"}, {"discovery_date": "1929"}]),

    # Issue 29: Karenina reports str(e) of an exception in verify() ("'symbol'" for a KeyError).
    ("verify_raises_key_error", HEADER + """
class Answer(BaseAnswer):
    symbol: str = Field(description="The gene symbol")

    def model_post_init(self, __context):
        self.correct = {"gene": "BCL2"}

    def verify(self) -> bool:
        return self.symbol == self.correct["symbol"]
""", [{"symbol": "BCL2"}]),
]

