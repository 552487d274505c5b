"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ratingExtras = void 0;
exports.ratingExtras = new WeakMap();
