"""Execute course notebooks in place, offline, the way CI checks them.

    python -m course_lib.nbrun notebooks/02_the_loop.ipynb [more.ipynb ...]

Runs every cell with the offline model (whatever provider your shell names), then
removes what would differ between machines or runs (widget state), so the stored
outputs are exactly what `pytest` (nbval) will reproduce.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient


def run(path: Path, timeout: int = 180) -> None:
    nb = nbformat.read(path, as_version=4)
    os.environ["COURSE_PROVIDER"] = "offline"
    os.environ.pop("COURSE_MODEL", None)
    client = NotebookClient(nb, timeout=timeout, kernel_name="python3",
                            resources={"metadata": {"path": str(path.parent)}})
    client.execute()
    clean(nb)
    nbformat.write(nb, path)


def clean(nb) -> None:
    """Drop per-run metadata: widget state (random ids) and execution timings; and merge
    consecutive stream outputs, whose split points depend on flush timing, so a re-run
    stores the same bytes (nbval merges them the same way before comparing)."""
    nb.metadata.pop("widgets", None)
    widget_ids: dict[str, str] = {}
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
        if cell.cell_type == "code":
            cell.outputs = _merge_streams(cell.outputs)
            for out in cell.outputs:
                _number_widget(out, widget_ids)


WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def _number_widget(output, ids: dict[str, str]) -> None:
    """Replace a widget's random model id with its number in the notebook (1, 2, ...).

    The state behind the id is not stored anyway, so the id only made the file change
    on every run; a counter keeps re-executions byte-identical."""
    view = output.get("data", {}).get(WIDGET_VIEW)
    if view and "model_id" in view:
        view["model_id"] = ids.setdefault(view["model_id"], f"{len(ids) + 1:032x}")


def _merge_streams(outputs: list) -> list:
    merged: list = []
    for out in outputs:
        last = merged[-1] if merged else None
        if (out.get("output_type") == "stream" and last is not None
                and last.get("output_type") == "stream" and last.get("name") == out.get("name")):
            last["text"] += out["text"]
        else:
            merged.append(out)
    return merged


def main(argv: list[str] | None = None) -> int:
    paths = [Path(p) for p in (argv if argv is not None else sys.argv[1:])]
    if not paths:
        print(__doc__)
        return 2
    for path in paths:
        if path.suffix != ".ipynb" or not path.exists():
            print(f"error: {path} is not an existing .ipynb file", file=sys.stderr)
            return 2
    for path in paths:
        print(f"executing {path}", flush=True)
        run(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
