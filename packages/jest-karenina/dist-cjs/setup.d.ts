import './matchers-types.js';
