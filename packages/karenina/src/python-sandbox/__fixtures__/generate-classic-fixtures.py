"""Regenerates classic-templates.json: the classic templates of classic_templates.py run by CPython 3.11 with
real pydantic 2 and a BaseAnswer written as Karenina's (post-init runs ground_truth(); extra attributes
allowed), on the judge values listed with each template:

    python3 generate-classic-fixtures.py

For each case: the values (as the judge returns them), then verify() (bool(result), or the exception type and
str(e), which Karenina's field_verification_error reports), verify_granular() when the class defines it,
self.correct and self.regex after construction, and the instance's model_dump as JSON after verify() (what
Karenina's results file holds as parsed_llm_response, plus id, correct and regex).
"""
import datetime
import json
import sys
import types
from pathlib import Path
from typing import Optional

from pydantic import BaseModel, ConfigDict, Field

from classic_templates import TEMPLATES

HERE = Path(__file__).parent


class BaseAnswer(BaseModel):
    model_config = ConfigDict(extra="allow")
    id: Optional[str] = None

    def model_post_init(self, __context):
        if hasattr(self, "ground_truth"):
            self.ground_truth()


module = types.ModuleType("karenina.schemas.entities")
module.BaseAnswer = BaseAnswer
for name in ("karenina", "karenina.schemas", "karenina.schemas.entities"):
    sys.modules[name] = module


def error_name(error):
    return type(error).__name__


def run(source, values):
    namespace = {"__name__": "template"}
    exec(compile(source, "<template>", "exec"), namespace)
    cls = next(v for v in namespace.values() if isinstance(v, type) and issubclass(v, BaseAnswer) and v is not BaseAnswer)
    out = {"values": values}
    try:
        instance = cls(**values)
    except Exception as error:
        out["construct_error"] = error_name(error)
        return out
    out["correct"] = getattr(instance, "correct", None)
    out["regex"] = getattr(instance, "regex", None)
    try:
        out["verify"] = bool(instance.verify())
    except Exception as error:
        out["verify_error"] = error_name(error)
        out["verify_message"] = str(error)
    if hasattr(instance, "verify_granular"):
        try:
            out["granular"] = instance.verify_granular()
        except Exception as error:
            out["granular_error"] = error_name(error)
    # JSON as the results file holds it; sets sorted (Python's set order depends on the hash seed).
    out["dump"] = json.loads(json.dumps(instance.model_dump(), default=jsonable))
    return out


def jsonable(value):
    if isinstance(value, (set, frozenset)):
        return sorted(value)
    # self.correct as the results file holds it (pydantic's JSON mode): ISO dates.
    if isinstance(value, (datetime.date, datetime.time)):
        return value.isoformat()
    raise TypeError(type(value))


fixtures = [{"name": name, "source": source, "cases": [run(source, values) for values in cases]} for name, source, cases in TEMPLATES]
(HERE / "classic-templates.json").write_text(json.dumps({"python": sys.version.split()[0], "templates": fixtures}, indent=1, default=jsonable) + "\n")
print(f"{len(fixtures)} templates, {sum(len(f['cases']) for f in fixtures)} cases")
