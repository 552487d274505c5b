# karenina-ts Python sandbox prelude: Karenina's BaseAnswer contract on a small pydantic stand-in, the
# restricted namespace templates run in, and the JSON request handler. Runs once per sandbox process; the
# worker then snapshots the interpreter's memory and starts every later call from that snapshot, so each
# request defines the class it evaluates afresh and nothing is cached here between calls.
import builtins as _builtins
import datetime as _datetime
import decimal as _decimal
import enum as _enum
import json as _json
import re as _re
import sys as _sys
import types as _types
import typing as _typing

# --- the host bridge is unreachable: drop Pyodide's JS modules and refuse to import them again -------------
_BLOCKED = ("js", "pyodide_js", "pyodide", "_pyodide", "_pyodide_core", "pyodide_http", "micropip")
for _name in list(_sys.modules):
    if _name.split(".")[0] in _BLOCKED:
        del _sys.modules[_name]


class _BlockFinder:
    @staticmethod
    def find_spec(name, path=None, target=None):
        if name.split(".")[0] in _BLOCKED:
            raise ImportError(f"import of {name} is not allowed in the karenina sandbox")
        return None


# Pyodide's import hook keeps the JS modules it serves (js, pyodide_js): forget them.
for _finder in _sys.meta_path:
    if isinstance(getattr(_finder, "jsproxies", None), dict):
        _finder.jsproxies.clear()
_sys.meta_path[:] = [_BlockFinder] + [f for f in _sys.meta_path if "pyodide" not in repr(f).lower() and "js" not in type(f).__name__.lower()]

# --- pydantic stand-in ---------------------------------------------------------------------------------------
_MISSING = object()


class ValidationError(ValueError):
    pass


class FieldInfo:
    def __init__(self, default=_MISSING, *, default_factory=None, description=None, **extra):
        self.default = _MISSING if default is Ellipsis else default
        self.default_factory = default_factory
        self.description = description
        self.extra = extra
        self.annotation = None

    @property
    def is_required(self):
        return self.default is _MISSING and self.default_factory is None


def Field(default=_MISSING, *, default_factory=None, description=None, **extra):
    return FieldInfo(default, default_factory=default_factory, description=description, **extra)


def ConfigDict(**kwargs):
    return dict(kwargs)


def field_validator(*fields, mode="after", **_):
    def wrap(fn):
        fn = fn.__func__ if isinstance(fn, (classmethod, staticmethod)) else fn
        fn.__karenina_validates__ = fields
        return classmethod(fn)
    return wrap


def _coerce(annotation, value, where):
    if value is None or annotation is None or annotation is _typing.Any:
        return value
    origin = _typing.get_origin(annotation)
    args = _typing.get_args(annotation)
    if origin is _typing.Union or isinstance(annotation, _types.UnionType):
        for arg in args:
            if arg is type(None):
                continue
            try:
                return _coerce(arg, value, where)
            except ValidationError:
                pass
        raise ValidationError(f"{where}: {value!r} does not match {annotation}")
    if origin is _typing.Literal:
        return value
    if annotation is float or origin is float:
        return _lax_float(value, where)
    if annotation is int:
        return _lax_int(value, where)
    if annotation is str:
        if not isinstance(value, str):
            raise ValidationError(f"{where}: expected a string, got {value!r}")
        return value
    if annotation is bool:
        return _lax_bool(value, where)
    if origin in (list, set, frozenset, tuple) or annotation in (list, set, frozenset, tuple):
        kind = origin or annotation
        if not isinstance(value, (list, tuple, set, frozenset)):
            raise ValidationError(f"{where}: expected a list, got {value!r}")
        items = [_coerce(args[0], v, where) for v in value] if args and kind is not tuple else list(value)
        return kind(items)
    if origin is dict or annotation is dict:
        if not isinstance(value, dict):
            raise ValidationError(f"{where}: expected a dict, got {value!r}")
        if len(args) == 2:
            return {k: _coerce(args[1], v, where) for k, v in value.items()}
    return value


# Pydantic v2 lax mode (what Karenina validates judge output with): numeric strings become numbers, a few
# words become booleans, an integral float becomes an int. Strings are trimmed of Unicode white space first.
_BOOL_TRUE = {"1", "t", "y", "on", "yes", "true"}
_BOOL_FALSE = {"0", "f", "n", "no", "off", "false"}


def _number_text(value):
    text = value.strip()
    # Single underscores between digits, as Python and pydantic-core accept ("1_000").
    return _re.sub(r"(?<=[0-9])_(?=[0-9])", "", text)


def _lax_int(value, where):
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        if value.is_integer():
            return int(value)
        raise ValidationError(f"{where}: expected an integer, got {value!r}")
    if isinstance(value, str):
        text = _number_text(value)
        if _re.fullmatch(r"[+-]?[0-9]+", text):
            return int(text)
        # "3.0" is an integer to pydantic; "3.5" is not.
        if _re.fullmatch(r"[+-]?[0-9]+\.0*", text):
            return int(text.split(".")[0])
    raise ValidationError(f"{where}: expected an integer, got {value!r}")


def _lax_float(value, where):
    if isinstance(value, (bool, int, float)):
        return float(value)
    if isinstance(value, str):
        text = _number_text(value)
        if _re.fullmatch(r"[+-]?(?:inf|infinity|nan|(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?)", text, _re.IGNORECASE):
            return float(text)
    raise ValidationError(f"{where}: expected a number, got {value!r}")


def _lax_bool(value, where):
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)) and value in (0, 1):
        return bool(value)
    if isinstance(value, str) and value.strip().lower() in _BOOL_TRUE | _BOOL_FALSE:
        return value.strip().lower() in _BOOL_TRUE
    raise ValidationError(f"{where}: expected a boolean, got {value!r}")


def _own_annotations(cls, namespace):
    if "__annotations__" in namespace:
        return namespace["__annotations__"]
    # Python 3.14 evaluates class annotations lazily (PEP 649): the class holds __annotate__ instead.
    if any(k in namespace for k in ("__annotate__", "__annotate_func__")) or "__annotate_func__" in cls.__dict__:
        return cls.__annotations__
    return {}


class _ModelMeta(type):
    def __new__(mcs, name, bases, namespace, **kwargs):
        cls = super().__new__(mcs, name, bases, namespace, **kwargs)
        fields = {}
        for base in reversed(cls.__mro__[1:]):
            fields.update(getattr(base, "model_fields", {}))
        annotations = _own_annotations(cls, namespace)
        module = _sys.modules.get(namespace.get("__module__", ""))
        for field, annotation in annotations.items():
            if field.startswith("_") or _typing.get_origin(annotation) is _typing.ClassVar:
                continue
            if isinstance(annotation, str):
                annotation = eval(annotation, dict(getattr(module, "__dict__", {})) or namespace.get("__karenina_globals__", {}))
            value = namespace.get(field, _MISSING)
            info = value if isinstance(value, FieldInfo) else FieldInfo(value)
            info.annotation = annotation
            fields[field] = info
            if field in namespace:
                delattr(cls, field)
        cls.model_fields = fields
        cls.__karenina_validators__ = [
            (getattr(cls, attr), getattr(getattr(cls, attr), "__karenina_validates__", ()))
            for attr in dir(cls)
            if getattr(getattr(cls, attr, None), "__karenina_validates__", None)
        ]
        return cls


class BaseModel(metaclass=_ModelMeta):
    model_config = {}

    def __init__(self, **data):
        for name, info in type(self).model_fields.items():
            if name in data:
                value = _coerce(info.annotation, data.pop(name), name)
            elif info.default_factory is not None:
                value = info.default_factory()
            elif info.default is not _MISSING:
                value = info.default
            else:
                raise ValidationError(f"1 validation error for {type(self).__name__}\n{name}\n  Field required")
            for validator, names in type(self).__karenina_validators__:
                if name in names or "*" in names:
                    value = validator(value)
            object.__setattr__(self, name, value)
        for name, value in data.items():
            object.__setattr__(self, name, value)
        try:
            self.model_post_init(None)
        except (ValueError, AssertionError) as error:
            # Pydantic reports these from post-init as a ValidationError.
            if isinstance(error, ValidationError):
                raise
            raise ValidationError(f"1 validation error for {type(self).__name__}\n  {type(error).__name__}: {error}") from error

    def model_post_init(self, __context):
        pass

    def model_dump(self):
        return dict(self.__dict__)

    def __repr__(self):
        return f"{type(self).__name__}({', '.join(f'{k}={v!r}' for k, v in self.__dict__.items())})"


class BaseAnswer(BaseModel):
    """Karenina's BaseAnswer: `id`, ground truth set by model_post_init (or ground_truth()), verify()."""

    id: _typing.Optional[str] = None

    def model_post_init(self, __context):
        ground_truth = getattr(self, "ground_truth", None)
        if callable(ground_truth):
            ground_truth()

    def set_question_id(self, question_id):
        self.id = question_id


pydantic = _types.ModuleType("pydantic")
pydantic.__dict__.update(BaseModel=BaseModel, Field=Field, FieldInfo=FieldInfo, ConfigDict=ConfigDict, ValidationError=ValidationError, field_validator=field_validator)
karenina = _types.ModuleType("karenina")
karenina.__dict__.update(BaseAnswer=BaseAnswer, schemas=karenina, entities=karenina, domain=karenina, answer_class=karenina, BaseModel=BaseModel, Field=Field)

# --- the namespace templates run in ----------------------------------------------------------------------------
_ALLOWED = {
    "re", "math", "cmath", "datetime", "json", "collections", "itertools", "functools", "string", "decimal",
    "fractions", "statistics", "typing", "difflib", "unicodedata", "operator", "enum", "dataclasses", "abc",
    "copy", "numbers", "textwrap", "__future__", "random", "bisect", "heapq", "time", "calendar", "zoneinfo",
}
# Modules the allowed ones import lazily from C (datetime.strptime → _strptime) go through the same hook.
_ALLOWED |= {
    "_strptime", "_pydatetime", "_datetime", "_sre", "_collections_abc", "_json", "_decimal", "_pydecimal",
    "_heapq", "_bisect", "_functools", "_operator", "_random", "_string", "_statistics", "_locale", "locale",
    "encodings", "_pydecimal", "_strptime", "re._parser", "re._compiler", "re._constants", "re._casefix",
}
_STANDINS = {"pydantic": pydantic, "karenina": karenina}
_real_import = _builtins.__import__


def _sandbox_import(name, globals=None, locals=None, fromlist=(), level=0):
    top = name.split(".")[0]
    if level != 0:
        raise ImportError("relative imports are not allowed in a template")
    if top in _STANDINS:
        return _STANDINS[top]
    if top not in _ALLOWED:
        raise ImportError(f"import of {name} is not allowed in the karenina sandbox")
    return _real_import(name, globals, locals, fromlist, level)


_DENIED_BUILTINS = ("open", "exec", "eval", "compile", "input", "breakpoint", "help", "exit", "quit", "__loader__", "__spec__", "memoryview")
_SAFE_BUILTINS = {k: v for k, v in _builtins.__dict__.items() if k not in _DENIED_BUILTINS}
_SAFE_BUILTINS["__import__"] = _sandbox_import


def _leaf_answer_class(namespace, module_name):
    classes = [v for v in namespace.values() if isinstance(v, type) and issubclass(v, BaseAnswer) and v is not BaseAnswer and v.__module__ == module_name]
    leaves = [c for c in classes if not any(o is not c and issubclass(o, c) for o in classes)]
    if not leaves:
        raise ValueError("No BaseAnswer subclass found in the template code")
    if len(leaves) > 1:
        raise ValueError(f"Multiple BaseAnswer subclasses found at leaf level: {sorted(c.__name__ for c in leaves)}")
    return leaves[0]


# Everything a template may import is imported now, so it is part of the snapshot: a call never loads a module
# from the file system (nor a shared library whose JS-side bookkeeping the snapshot would not cover).
for _name in sorted(_ALLOWED - {"__future__"}):
    try:
        _real_import(_name)
    except ImportError:
        pass
# strptime imports _strptime on first use: do it now.
_datetime.datetime.strptime("2024-01-02", "%Y-%m-%d")


class _Discard:
    # print() in a template goes nowhere (and never through a file descriptor a previous call could have closed).
    def write(self, text):
        return len(text)

    def flush(self):
        pass


_sys.stdout = _sys.stderr = _Discard()

# --- requests ---------------------------------------------------------------------------------------------------


def _define(source, compat=False):
    module_name = "karenina_template"
    module = _types.ModuleType(module_name)
    module.__dict__["__builtins__"] = dict(_SAFE_BUILTINS)
    _sys.modules[module_name] = module
    try:
        if compat:
            # Karenina execs template code with separate globals and locals: top-level names (imports, constants,
            # helpers) land in the locals, so the class's methods, which look names up in the globals, do not see them.
            # Its globals hold what it provides (the base class, Field, the typing helpers).
            module.__dict__.update(BaseAnswer=BaseAnswer, Field=Field, **{n: getattr(_typing, n) for n in ("List", "Dict", "Optional", "Union", "Any", "Literal")})
            local_names = {}
            exec(compile(source, "<template>", "exec"), module.__dict__, local_names)
            cls = _leaf_answer_class({**module.__dict__, **local_names}, module_name)
        else:
            exec(compile(source, "<template>", "exec"), module.__dict__)
            cls = _leaf_answer_class(module.__dict__, module_name)
    except Exception as error:
        raise _TemplateError(f"Error executing template code: {_describe(error)}") from error
    finally:
        _sys.modules.pop(module_name, None)
    if "correct" in cls.model_fields:
        raise _TemplateError("Error executing template code: TypeError: the field name 'correct' is reserved by BaseAnswer")
    if "model_post_init" in cls.__dict__ or "ground_truth" in cls.__dict__:
        _check_ground_truth(cls, compat)
    return cls


class _TemplateError(Exception):
    pass


_DUMMIES = {int: 0, str: "", float: 0.0, bool: False, list: []}


def _dummy(annotation, compat):
    origin = _typing.get_origin(annotation)
    if origin is _typing.Literal:
        return _typing.get_args(annotation)[0]
    if origin is list:
        return []
    if not compat and (origin is _typing.Union or isinstance(annotation, _types.UnionType)):
        args = _typing.get_args(annotation)
        return None if type(None) in args else _dummy(args[0], compat)
    if not compat and (origin in (dict, set, frozenset, tuple) or annotation in (dict, set, frozenset, tuple)):
        # Karenina passes "" for these, which pydantic rejects, so a template with a dict field and
        # model_post_init fails validation there (a defect: compat mode reproduces it).
        return {} if dict in (origin, annotation) else []
    return _DUMMIES.get(annotation, "")


def _check_ground_truth(cls, compat):
    # Karenina's ValidateTemplate: build the class with dummy values and check self.correct.
    own = _own_annotations(cls, cls.__dict__)
    # Fields with a default keep it (Karenina passes "" to an Optional field, which pydantic then rejects).
    required = [n for n in own if n in cls.model_fields and n not in ("id", "correct") and cls.model_fields[n].is_required]
    try:
        instance = cls(**{n: _dummy(cls.model_fields[n].annotation, compat) for n in required})
    except Exception as error:
        raise _TemplateError(f"Error testing ground_truth/model_post_init: {_describe(error)}") from error
    correct = getattr(instance, "correct", None)
    if correct is not None and not isinstance(correct, dict):
        raise _TemplateError("ground_truth/model_post_init must assign 'self.correct' as a dictionary")


def _evaluate(source, values, question_id, compat=False):
    cls = _define(source, compat)
    try:
        instance = cls(**values)
    except Exception as error:
        return {"construct_error": _describe(error)}
    if question_id is not None:
        instance.id = question_id
    out = {"correct": getattr(instance, "correct", None), "regex": getattr(instance, "regex", None)}
    try:
        verdict = instance.verify()
        # A non-boolean verdict is passed on as is (the pipeline warns and uses its truthiness, as Karenina).
        out["verify"] = verdict if isinstance(verdict, (bool, int, float, str, list, dict, type(None))) else bool(verdict)
    except Exception as error:
        # Karenina reports str(e) ("Field verification failed: 'symbol'" for a KeyError); the type is kept apart.
        out["verify_error"] = {"text": str(error), "type": type(error).__name__}
    if hasattr(instance, "verify_granular"):
        try:
            out["granular"] = instance.verify_granular()
        except Exception as error:
            out["granular_error"] = {"text": str(error), "type": type(error).__name__}
    # The instance as Karenina's model_dump() gives it after verify(): fields (as validated and as model_post_init
    # left them), then extra attributes, in attribute order; pairs keep that order through JSON.
    out["dump"] = [[k, v] for k, v in instance.__dict__.items()]
    return out


def _describe(error):
    if isinstance(error, _TemplateError):
        return str(error)
    text = str(error)
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


def _jsonable(value):
    # What pydantic's JSON mode writes (Karenina's results files): ISO dates and times, Decimal as text, enum values.
    if isinstance(value, (set, frozenset)):
        try:
            return sorted(value)
        except TypeError:
            return list(value)
    if isinstance(value, (_datetime.date, _datetime.time)):
        return value.isoformat()
    if isinstance(value, _datetime.timedelta):
        return _iso_duration(value)
    if isinstance(value, _decimal.Decimal):
        return str(value)
    if isinstance(value, _enum.Enum):
        return value.value
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    if isinstance(value, BaseModel):
        return value.model_dump()
    return repr(value)


def _iso_duration(delta):
    # pydantic's ISO 8601 form: P<days>DT<seconds>S, sign in front.
    sign = "-" if delta.days < 0 else ""
    delta = -delta if delta.days < 0 else delta
    days, seconds, micro = delta.days, delta.seconds, delta.microseconds
    text = f"{sign}P"
    if days:
        text += f"{days}D"
    text += "T"
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        text += f"{hours}H"
    if minutes:
        text += f"{minutes}M"
    text += f"{secs}.{micro:06d}".rstrip("0").rstrip(".") + "S" if micro else f"{secs}S"
    return text


def _callable(source, text):
    namespace = {"__builtins__": dict(_SAFE_BUILTINS), "__name__": "karenina_callable"}
    try:
        exec(compile(source, "<callable>", "exec"), namespace)
    except Exception as error:
        raise _TemplateError(f"Error executing callable code: {_describe(error)}") from error
    functions = [v for v in namespace.values() if isinstance(v, _types.FunctionType) and v.__module__ == "karenina_callable"]
    fn = namespace.get("evaluate") if isinstance(namespace.get("evaluate"), _types.FunctionType) else (functions[-1] if functions else None)
    if fn is None:
        raise _TemplateError("the callable code defines no function")
    return {"value": fn(text)}


def _karenina_handle(line):
    request = _json.loads(line)
    try:
        op = request["op"]
        if op == "define":
            # The host checks the class's field names against those it read from the source.
            cls = _define(request["source"], request.get("compat", False))
            result = {"fields": [{"name": n} for n in cls.model_fields if n != "id"]}
        elif op == "evaluate":
            result = _evaluate(request["source"], _json.loads(request["values_json"]), request.get("question_id"), request.get("compat", False))
        elif op == "callable":
            result = _callable(request["source"], request["text"])
        elif op == "run":
            namespace = {"__builtins__": dict(_SAFE_BUILTINS)}
            exec(compile(request["source"], "<sandbox>", "exec"), namespace)
            result = {"value": namespace.get("result")}
        else:
            raise ValueError(f"unknown op {op}")
        return _json.dumps({"id": request["id"], "ok": True, "result": result}, default=_jsonable)
    except BaseException as error:
        return _json.dumps({"id": request["id"], "ok": False, "error": _describe(error)})
