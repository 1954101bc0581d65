// In which order and batches the lesson page sends a lesson's code cells to the kernel (tools/live-page/README.md,
// "What happens on the page", step 4).  No imports: tests/test_live_page_cells.py runs it in Node.

// The cells in the batches they are sent in: each batch ends with a cell whose static output is a widget (or
// with the last cell).  A batch goes to the kernel at once, so that the kernel runs its next cell while the
// page draws the last one's outputs, instead of a round trip per cell; the next batch only once the widget is
// drawn, so that the widget's first clicks come before the kernel runs the cells after it.
export function batches(cells, showsWidget) {
  const found = [[]];
  for (const cell of cells) {
    found[found.length - 1].push(cell);
    if (showsWidget(cell)) found.push([]);
  }
  return found.filter((batch) => batch.length);
}
