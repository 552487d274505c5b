"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SubPattern = exports.ParseState = exports.MAXWIDTH = exports.MAXREPEAT = exports.GLOBAL_FLAGS = exports.TYPE_FLAGS = exports.PY_RE = void 0;
exports.combineFlags = combineFlags;
exports.PY_RE = {
    TEMPLATE: 1,
    IGNORECASE: 2,
    LOCALE: 4,
    MULTILINE: 8,
    DOTALL: 16,
    UNICODE: 32,
    VERBOSE: 64,
    DEBUG: 128,
    ASCII: 256,
};
exports.TYPE_FLAGS = exports.PY_RE.ASCII | exports.PY_RE.LOCALE | exports.PY_RE.UNICODE;
exports.GLOBAL_FLAGS = exports.PY_RE.DEBUG | exports.PY_RE.TEMPLATE;
exports.MAXREPEAT = 4294967295;
exports.MAXWIDTH = 2 ** 64;
class ParseState {
    flags = 0;
    groupNames = new Map();
    groupWidths = [null];
    lookbehindGroups = null;
    groupRefPos = new Map();
    get groups() {
        return this.groupWidths.length;
    }
    checkGroup(gid) {
        return gid < this.groups && this.groupWidths[gid] !== null;
    }
}
exports.ParseState = ParseState;
class SubPattern {
    state;
    nodes;
    width = null;
    constructor(state, nodes = []) {
        this.state = state;
        this.nodes = nodes;
    }
    getWidth() {
        if (this.width)
            return this.width;
        let lo = 0;
        let hi = 0;
        for (const node of this.nodes) {
            let i = 0;
            let j = 0;
            switch (node.op) {
                case 'branch':
                    i = exports.MAXWIDTH;
                    for (const alt of node.alternatives) {
                        const [l, h] = alt.getWidth();
                        i = Math.min(i, l);
                        j = Math.max(j, h);
                    }
                    break;
                case 'atomic':
                case 'subpattern':
                    ;
                    [i, j] = node.body.getWidth();
                    break;
                case 'repeat': {
                    const [l, h] = node.body.getWidth();
                    lo += l * node.min;
                    hi = node.max === exports.MAXREPEAT && h ? exports.MAXWIDTH : hi + h * node.max;
                    continue;
                }
                case 'literal':
                case 'not_literal':
                case 'any':
                case 'in':
                    i = j = 1;
                    break;
                case 'groupref':
                    ;
                    [i, j] = this.state.groupWidths[node.group] ?? [0, 0];
                    break;
                case 'groupref_exists': {
                    ;
                    [i, j] = node.yes.getWidth();
                    if (node.no) {
                        const [l, h] = node.no.getWidth();
                        i = Math.min(i, l);
                        j = Math.max(j, h);
                    }
                    else {
                        i = 0;
                    }
                    break;
                }
                case 'at':
                case 'assert':
                    break;
            }
            lo += i;
            hi += j;
        }
        this.width = [Math.min(lo, exports.MAXWIDTH), Math.min(hi, exports.MAXWIDTH)];
        return this.width;
    }
}
exports.SubPattern = SubPattern;
function combineFlags(flags, addFlags, delFlags) {
    const base = addFlags & exports.TYPE_FLAGS ? flags & ~exports.TYPE_FLAGS : flags;
    return (base | addFlags) & ~delFlags;
}
