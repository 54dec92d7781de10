// Tables as posts already contain them (a head row, body rows, text in each cell), so a post
// with a table opens in the editor and comes back whole. Their text is edited in place; new
// tables are written in the Source view (the toolbar has no table tools).
import { Node } from "@tiptap/react";

const cell = (name: string, tag: "td" | "th") =>
  Node.create({
    name,
    content: "inline*",
    isolating: true,
    parseHTML: () => [{ tag }],
    renderHTML: () => [tag, 0],
  });

const rowGroup = (name: string, tag: "thead" | "tbody") =>
  Node.create({ name, content: "tableRow+", parseHTML: () => [{ tag }], renderHTML: () => [tag, 0] });

const Table = Node.create({
  name: "table",
  group: "block",
  content: "tableHead? tableBody",
  isolating: true,
  parseHTML: () => [{ tag: "table" }],
  renderHTML: () => ["table", 0],
});

const TableRow = Node.create({
  name: "tableRow",
  content: "(tableHeader | tableCell)+",
  parseHTML: () => [{ tag: "tr" }],
  renderHTML: () => ["tr", 0],
});

/** A paragraph inside a pasted cell (Google Docs writes them) gives its text to the cell. */
const CellParagraph = Node.create({
  name: "tableCellParagraph",
  parseHTML: () => [{ tag: "p", context: "tableCell/|tableHeader/", skip: true, priority: 60 }],
});

export const TABLE_EXTENSIONS = [
  Table,
  rowGroup("tableHead", "thead"),
  rowGroup("tableBody", "tbody"),
  TableRow,
  cell("tableHeader", "th"),
  cell("tableCell", "td"),
  CellParagraph,
];
