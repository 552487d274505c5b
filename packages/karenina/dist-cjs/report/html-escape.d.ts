/** Text safe inside HTML and SVG elements and quoted attributes. */
export declare function escapeHtml(text: string): string;
/** JSON safe inside a `<script type="application/json">` element (no `</script>`, no line separators). */
export declare function jsonForScript(value: unknown): string;
