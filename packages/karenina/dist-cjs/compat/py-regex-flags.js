"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pyRegexFlagBits = pyRegexFlagBits;
exports.resolvePyFlagNames = resolvePyFlagNames;
const check_error_js_1 = require("../errors/check-error.js");
const py_str_js_1 = require("./py-str.js");
const py_regex_syntax_js_1 = require("./py-regex-syntax.js");
const FLAG_BITS = {
    ignoreCase: py_regex_syntax_js_1.PY_RE.IGNORECASE,
    multiline: py_regex_syntax_js_1.PY_RE.MULTILINE,
    dotAll: py_regex_syntax_js_1.PY_RE.DOTALL,
    verbose: py_regex_syntax_js_1.PY_RE.VERBOSE,
    ascii: py_regex_syntax_js_1.PY_RE.ASCII,
    unicode: py_regex_syntax_js_1.PY_RE.UNICODE,
    locale: py_regex_syntax_js_1.PY_RE.LOCALE,
    template: py_regex_syntax_js_1.PY_RE.TEMPLATE,
    debug: py_regex_syntax_js_1.PY_RE.DEBUG,
};
const FLAG_ATTRIBUTES = {
    A: 'ascii',
    ASCII: 'ascii',
    DEBUG: 'debug',
    DOTALL: 'dotAll',
    S: 'dotAll',
    I: 'ignoreCase',
    IGNORECASE: 'ignoreCase',
    L: 'locale',
    LOCALE: 'locale',
    M: 'multiline',
    MULTILINE: 'multiline',
    T: 'template',
    TEMPLATE: 'template',
    U: 'unicode',
    UNICODE: 'unicode',
    X: 'verbose',
    VERBOSE: 'verbose',
    NOFLAG: null,
    _MAXCACHE: null,
};
const OTHER_ATTRIBUTES = new Set(('Match Pattern RegexFlag Scanner __all__ __annotations__ __builtins__ __cached__ __class__ __delattr__ __dict__ ' +
    '__dir__ __doc__ __eq__ __file__ __format__ __ge__ __getattribute__ __getstate__ __gt__ __hash__ __init__ ' +
    '__init_subclass__ __le__ __loader__ __lt__ __name__ __ne__ __new__ __package__ __path__ __reduce__ ' +
    '__reduce_ex__ __repr__ __setattr__ __sizeof__ __spec__ __str__ __subclasshook__ __version__ _cache _casefix ' +
    '_compile _compile_repl _compiler _constants _expand _parser _pickle _special_chars_map _subx compile copyreg ' +
    'enum error escape findall finditer fullmatch functools match purge search split sub subn template').split(' '));
function pyRegexFlagBits(flags = {}) {
    let bits = 0;
    for (const [key, bit] of Object.entries(FLAG_BITS))
        if (flags[key])
            bits |= bit;
    return bits;
}
function resolvePyFlagNames(names, onWarning) {
    const flags = {};
    for (const name of names) {
        if (Object.hasOwn(FLAG_ATTRIBUTES, name)) {
            const key = FLAG_ATTRIBUTES[name];
            if (key)
                flags[key] = true;
        }
        else if (OTHER_ATTRIBUTES.has(name)) {
            throw new check_error_js_1.CheckError('type', `regex flag ${(0, py_str_js_1.pyStrRepr)(name)} is not a flag: re.${name} cannot be combined with flags (TypeError)`);
        }
        else {
            onWarning?.(`Unknown regex flag ${(0, py_str_js_1.pyStrRepr)(name)}, ignoring`);
        }
    }
    return flags;
}
