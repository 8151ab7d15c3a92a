//! The editor's look: CodeMirror's theme and the game format's colours, in the page's custom
//! properties (www/app/base.css), so both themes apply. CodeMirror lives in a shadow root (editor.js):
//! its styles go into a constructed style sheet there, which the page's Content Security Policy
//! (no inline styles) allows, and the custom properties reach it through the shadow boundary.

import { EditorView } from '@codemirror/view';
import { HighlightStyle } from '@codemirror/language';
import { tags } from '@lezer/highlight';

export const editorTheme = EditorView.theme({
  '&': { height: '222px', font: '13px/20px var(--mono)', color: 'var(--text)', backgroundColor: 'var(--surface)' },
  '&.cm-focused': { outline: '2px solid var(--accent)', outlineOffset: '-2px' },
  '.cm-scroller': { font: 'inherit', overflow: 'auto' },
  '.cm-content': { caretColor: 'var(--text)' },
  '.cm-gutters': { backgroundColor: 'var(--surface-2)', color: 'var(--muted)', borderRight: '1px solid var(--border)' },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'color-mix(in srgb, var(--accent) 8%, transparent)' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--text)' },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground': {
    backgroundColor: 'color-mix(in srgb, var(--accent) 28%, transparent)',
  },
  '.cm-panels': { backgroundColor: 'var(--surface-2)', color: 'var(--text)', borderColor: 'var(--border)' },
  '.cm-panels input, .cm-panels button': { font: 'inherit', fontSize: '0.85rem' },
  '.cm-textfield': { backgroundColor: 'var(--surface)', color: 'var(--text)', border: '1px solid var(--border)' },
  '.cm-button': {
    backgroundImage: 'none',
    backgroundColor: 'var(--surface)',
    color: 'var(--text)',
    border: '1px solid var(--border)',
  },
  '.cm-searchMatch': { backgroundColor: 'color-mix(in srgb, var(--current) 35%, transparent)' },
  '.cm-selectionMatch': { backgroundColor: 'color-mix(in srgb, var(--best) 20%, transparent)' },
  '.cm-tooltip': { backgroundColor: 'var(--surface)', color: 'var(--text)', border: '1px solid var(--border)' },
  '.cm-diagnostic-error': { borderLeftColor: 'var(--danger)' },
  '.cm-lintRange-error': {
    backgroundImage: 'none',
    textDecoration: 'underline wavy var(--danger)',
    textUnderlineOffset: '3px',
  },
});

/** The game format's colours (game-language.js's tokens). */
export const gameHighlight = HighlightStyle.define([
  { tag: tags.comment, color: 'var(--muted)', fontStyle: 'italic' },
  { tag: tags.keyword, color: 'var(--paul)', fontWeight: '600' },
  { tag: tags.definition(tags.variableName), color: 'var(--text)', fontWeight: '600' },
  { tag: tags.variableName, color: 'var(--accent)' },
  { tag: tags.number, color: 'var(--best)' },
  { tag: tags.operator, color: 'var(--back)' },
  { tag: tags.invalid, color: 'var(--danger)' },
]);
