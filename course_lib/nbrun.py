"""Execute course notebooks in place, offline, the way CI checks them.

    python -m course_lib.nbrun notebooks/02_the_loop.ipynb [more.ipynb ...]

Runs every cell with the offline model (whatever provider your shell names), then
normalises what would otherwise differ between machines or runs, so the stored outputs
are exactly what `pytest` (nbval) will reproduce:

- widget ids are numbered (1, 2, ...) instead of random, in the outputs and in the
  stored widget state;
- the widget state is kept (numbered, only the widgets the outputs show), so JupyterLab
  and nbconvert can draw a widget as it was at the end of the run, and every widget
  output gets a static `text/html` copy of that state for readers that can't run widget
  JavaScript (an untrusted notebook, GitHub, an offline HTML export);
- consecutive stream outputs are merged and execution timings dropped;
- the kernelspec is the installed one, so opening a lesson doesn't mark it modified.

The same `clean()` runs as a Jupyter pre-save hook (`pre_save_hook`, configured by
`python -m course_lib lab`), so a learner who runs and saves a lesson stores it in this
shape too. `export_html()` writes offline-clean HTML (no CDN scripts).
"""

from __future__ import annotations

import copy
import html
import os
import sys
from pathlib import Path
from typing import Any

import nbformat

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
FALLBACK_MARK = "course_lib"   # output.metadata[FALLBACK_MARK] = {"widget_snapshot": True}
KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
ROOT = Path(__file__).resolve().parents[1]
COURSE_FOLDERS = ("notebooks", "solutions", "exercises")


def kernel_config():
    """Kernel-manager settings for every notebook run: CurveZMQ transport encryption when
    the kernel supports it (ipykernel does), which also silences the kernel's "running
    over TCP without encryption" warning."""
    from traitlets.config import Config

    return Config({"KernelManager": {"transport_encryption": "auto"}})


def run(path: Path, timeout: int = 180) -> None:
    from nbclient import NotebookClient

    nb = nbformat.read(path, as_version=4)
    os.environ["COURSE_PROVIDER"] = "offline"
    os.environ.pop("COURSE_MODEL", None)
    from .llm import bypass_proxy_for_loopback
    bypass_proxy_for_loopback()
    client = NotebookClient(nb, timeout=timeout, kernel_name="python3", config=kernel_config(),
                            resources={"metadata": {"path": str(path.parent)}})
    client.execute()
    clean(nb)
    nbformat.write(nb, path)


def clean(nb) -> None:
    """Normalise a notebook in place (see the module docstring). Idempotent: cleaning a
    cleaned notebook changes nothing."""
    nb.metadata["kernelspec"] = dict(KERNELSPEC)
    state = _widget_state(nb)
    widget_ids: dict[str, str] = {}
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
        if cell.cell_type == "code":
            cell.outputs = _merge_streams(cell.outputs)
            for out in cell.outputs:
                _number_widget(out, widget_ids)
    state = _number_state(state, widget_ids)
    if state:
        nb.metadata["widgets"] = {WIDGET_STATE: {"state": state, "version_major": 2,
                                                 "version_minor": 0}}
    else:
        nb.metadata.pop("widgets", None)
    for cell in nb.cells:
        for out in cell.get("outputs", []) if cell.cell_type == "code" else []:
            _add_snapshot(out, state)


# ---------------------------------------------------------------- widget ids and state


def _widget_state(nb) -> dict:
    return dict(nb.metadata.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {}))


def _number_widget(output, ids: dict[str, str]) -> None:
    """Replace a widget's random model id with its number in the notebook (1, 2, ...),
    so re-executions (and a learner's saves) are byte-identical."""
    view = output.get("data", {}).get(WIDGET_VIEW)
    if view and "model_id" in view:
        view["model_id"] = ids.setdefault(view["model_id"], _numbered(len(ids) + 1))


def _numbered(n: int) -> str:
    return f"{n:032x}"


def _refs(value: Any) -> list[str]:
    """Model ids referenced from a widget's state ("IPY_MODEL_<id>"), in a fixed order."""
    if isinstance(value, str):
        return [value[len("IPY_MODEL_"):]] if value.startswith("IPY_MODEL_") else []
    if isinstance(value, dict):
        return [r for key in sorted(value) for r in _refs(value[key])]
    if isinstance(value, (list, tuple)):
        return [r for item in value for r in _refs(item)]
    return []


def _rename(value: Any, ids: dict[str, str]) -> Any:
    if isinstance(value, str) and value.startswith("IPY_MODEL_"):
        old = value[len("IPY_MODEL_"):]
        return "IPY_MODEL_" + ids.get(old, old)
    if isinstance(value, dict):
        return {k: _rename(v, ids) for k, v in value.items()}
    if isinstance(value, list):
        return [_rename(v, ids) for v in value]
    return value


def _number_state(state: dict, view_ids: dict[str, str]) -> dict:
    """Keep the state of the widgets the outputs show (and the models they reference),
    under numbered ids: first the displayed widgets in output order, then what they
    reference, breadth first. Widgets nobody displays are dropped."""
    ids = dict(view_ids)   # old id -> new id
    queue = [old for old in view_ids if old in state]
    kept: dict[str, dict] = {}
    while queue:
        old = queue.pop(0)
        kept[ids[old]] = state[old]
        for ref in _refs(state[old].get("state", {})):
            if ref not in ids and ref in state:
                ids[ref] = _numbered(len(ids) + 1)
                queue.append(ref)
    return {new: _rename(entry, ids) for new, entry in sorted(kept.items())}


# ---------------------------------------------------------------- a static copy of a widget


def _add_snapshot(output, state: dict) -> None:
    """Give a widget output a `text/html` copy of the widget's final state, for readers
    that don't run widget JavaScript. Marked in the output's metadata: nbval skips
    metadata, and the root conftest.py tells nbval this key is derived, not produced by
    the kernel (see `without_snapshots`)."""
    data = output.get("data", {})
    view = data.get(WIDGET_VIEW)
    marked = output.get("metadata", {}).get(FALLBACK_MARK, {}).get("widget_snapshot")
    if view is None or ("text/html" in data and not marked):
        return
    snapshot = render_widget(view.get("model_id", ""), state)
    if snapshot is None:
        data.pop("text/html", None)
        output.get("metadata", {}).pop(FALLBACK_MARK, None)
        return
    data["text/html"] = snapshot
    output.setdefault("metadata", {})[FALLBACK_MARK] = {"widget_snapshot": True}


def without_snapshots(outputs: list) -> list:
    """The outputs as the kernel produced them: the `text/html` snapshots `clean()` added
    to widget outputs removed. nbval compares the rest exactly."""
    result = []
    for out in outputs:
        if out.get("metadata", {}).get(FALLBACK_MARK, {}).get("widget_snapshot"):
            out = copy.deepcopy(out)
            out["data"].pop("text/html", None)
        result.append(out)
    return result


_BUTTON_COLOURS = {"primary": "#1976d2", "success": "#388e3c", "info": "#0097a7",
                   "warning": "#f57c00", "danger": "#d32f2f"}


def render_widget(model_id: str, state: dict) -> str | None:
    """Static HTML for a stored widget, or None if it uses a widget this doesn't know."""
    interactive: list[bool] = []
    body = _render(model_id, state, interactive, depth=0)
    if body is None:
        return None
    note = ("<div style=\"color:#757575;font-size:85%\"><i>A stored copy of the widget: run the "
            "cell to use it.</i></div>") if interactive else ""
    return f'<div class="course-widget-snapshot">{body}{note}</div>'


def _render(model_id: str, state: dict, interactive: list, depth: int) -> str | None:
    entry = state.get(model_id)
    if entry is None or depth > 20:
        return None
    name, s = entry.get("model_name"), entry.get("state", {})
    desc = html.escape(str(s.get("description") or ""))
    label = f"<span style=\"margin-right:0.5em\">{desc}</span>" if desc else ""
    if name in ("HTMLModel", "HTMLMathModel"):
        return f"<div>{label}{s.get('value', '')}</div>"
    if name == "LabelModel":
        return f"<div>{html.escape(str(s.get('value', '')))}</div>"
    if name in ("VBoxModel", "BoxModel", "HBoxModel", "GridBoxModel"):
        parts = [_render(ref, state, interactive, depth + 1) for ref in _refs(s.get("children", []))]
        if any(p is None for p in parts):
            return None
        direction = "row" if name == "HBoxModel" else "column"
        gap = "0.3em" if direction == "row" else "0.2em"
        return (f"<div style=\"display:flex;flex-direction:{direction};gap:{gap}\">"
                f"{''.join(parts)}</div>")
    if name == "ButtonModel":
        interactive.append(True)
        colour = _BUTTON_COLOURS.get(s.get("button_style") or "")
        style = (f"background:{colour};color:white;border:none;" if colour else "") + \
            "padding:0.25em 1em;" + ("opacity:0.5;" if s.get("disabled") else "")
        return f"<button disabled style=\"{style}\">{desc}</button>"
    if name in ("IntProgressModel", "FloatProgressModel"):
        value, top = s.get("value", 0), s.get("max", 100)
        return (f"<div>{label}<progress value=\"{value}\" max=\"{top}\"></progress> "
                f"<span>{value}/{top}</span></div>")
    if name in ("IntSliderModel", "FloatSliderModel", "IntTextModel", "FloatTextModel",
                "TextModel", "TextareaModel", "DropdownModel", "CheckboxModel"):
        interactive.append(True)
        value = s.get("value")
        if name == "DropdownModel":
            labels, index = s.get("_options_labels", []), s.get("index")
            value = labels[index] if isinstance(index, int) and index < len(labels) else ""
        return f"<div>{label}<code>{html.escape(str(value))}</code></div>"
    if name == "OutputModel":
        texts = []
        for out in s.get("outputs", []):
            text = out.get("text") or out.get("data", {}).get("text/plain") or ""
            texts.append(html.escape("".join(text) if isinstance(text, list) else text))
        return f"<pre>{''.join(texts)}</pre>"
    return None


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


# ---------------------------------------------------------------- saving from Jupyter


def is_course_notebook(path: str | os.PathLike) -> bool:
    """Whether `path` is one of a course checkout's stored notebooks (lessons, solutions,
    exercises: `<checkout>/notebooks/NN_x.ipynb`, next to `<checkout>/course_lib/`)."""
    path = Path(path).resolve()
    return path.suffix == ".ipynb" and path.parent.name in COURSE_FOLDERS \
        and (path.parent.parent / "course_lib" / "nbrun.py").is_file()


def pre_save_hook(model: dict, path: str, contents_manager=None, **kwargs) -> None:
    """Jupyter `FileContentsManager.pre_save_hook`: a course notebook is saved normalised
    the way `nbrun` stores it (numbered widget ids, merged streams, the installed
    kernelspec), so saving a lesson doesn't by itself break `pytest`. Other notebooks are
    left alone. Outputs you changed by running cells still differ: `python -m course_lib
    reset` (or `git checkout notebooks/`) brings back the stored lessons."""
    if model.get("type") != "notebook" or not isinstance(model.get("content"), dict):
        return
    root = getattr(contents_manager, "root_dir", None)
    full = Path(root, path) if root else Path(path)
    if not is_course_notebook(full):
        return
    nb = nbformat.from_dict(model["content"])
    clean(nb)
    model["content"] = nb


# ---------------------------------------------------------------- offline HTML


_OFFLINE_TEMPLATE = """{%- extends 'lab/index.html.j2' -%}
{%- block html_head_js_requirejs -%}{%- endblock html_head_js_requirejs -%}
{%- block html_head_js_mathjax -%}{%- endblock html_head_js_mathjax -%}
{%- block html_head_js_mermaidjs -%}{%- endblock html_head_js_mermaidjs -%}
{%- block jupyter_widgets -%}{%- endblock jupyter_widgets -%}
"""


def export_html(path: Path, out_dir: Path) -> Path:
    """Write `path` as a self-contained HTML page that loads nothing from the network: no
    require.js, MathJax or widget scripts from a CDN; widgets appear as their stored
    snapshot. Formulas stay as TeX source (MathJax would come from a CDN)."""
    import jinja2
    from nbconvert import HTMLExporter

    nb = nbformat.read(path, as_version=4)
    clean(nb)
    nb.metadata.pop("widgets", None)
    for cell in nb.cells:
        for out in cell.get("outputs", []) if cell.cell_type == "code" else []:
            data = out.get("data", {})
            if WIDGET_VIEW in data and "text/html" in data:
                del data[WIDGET_VIEW]
    exporter = HTMLExporter(extra_loaders=[jinja2.DictLoader({"offline.html.j2": _OFFLINE_TEMPLATE})],
                            template_file="offline.html.j2")
    body, _ = exporter.from_notebook_node(nb)
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / (path.stem + ".html")
    target.write_text(body, encoding="utf-8")
    return target


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
