"""nbrun's normalisation (also the Jupyter pre-save hook): numbered widget ids and state,
a static HTML copy of each widget, the installed kernelspec, offline-clean HTML."""

import copy
import json
import re

import nbformat
from nbformat.v4 import new_code_cell, new_notebook, new_output

from course_lib import nbrun
from course_lib.nbrun import WIDGET_STATE, WIDGET_VIEW, clean, pre_save_hook, without_snapshots

A, B, C, D, E = ("a" * 32, "b" * 32, "c" * 32, "d" * 32, "e" * 32)


def model(name, **state):
    return {"model_name": name, "model_module": "@jupyter-widgets/controls",
            "model_module_version": "2.0.0", "state": {"_model_name": name, **state}}


def approval_notebook():
    """What nbclient stores for chapter 7's panel: random ids, state in the metadata,
    plus a widget nobody displayed."""
    state = {
        A: model("VBoxModel", children=[f"IPY_MODEL_{B}", f"IPY_MODEL_{C}"]),
        B: model("HTMLModel", value="<b>issue_refund</b> wants to run", layout=f"IPY_MODEL_{E}"),
        C: model("HBoxModel", children=[f"IPY_MODEL_{D}"]),
        D: model("ButtonModel", description="Allow", button_style="success", disabled=False),
        E: {"model_name": "LayoutModel", "model_module": "@jupyter-widgets/base",
            "model_module_version": "2.0.0", "state": {}},
        "f" * 32: model("HTMLModel", value="never displayed"),
    }
    view = new_output("display_data", data={
        WIDGET_VIEW: {"model_id": A, "version_major": 2, "version_minor": 0},
        "text/plain": "VBox(children=(HTML(value='<b>issue_refund</b> wants…"})
    nb = new_notebook(cells=[new_code_cell("display(approver)", outputs=[
        view, new_output("stream", name="stdout", text="a"),
        new_output("stream", name="stdout", text="b\n")])])
    nb.metadata["kernelspec"] = {"display_name": "Python 3", "language": "python", "name": "python3"}
    nb.metadata["widgets"] = {WIDGET_STATE: {"state": state, "version_major": 2, "version_minor": 0}}
    nb.cells[0].metadata["execution"] = {"iopub.status.busy": "2026-10-12T10:00:00Z"}
    return nb


def test_clean_numbers_ids_keeps_displayed_state_and_adds_a_snapshot():
    nb = approval_notebook()
    clean(nb)
    out = nb.cells[0].outputs[0]
    assert out.data[WIDGET_VIEW]["model_id"] == f"{1:032x}"
    state = nb.metadata["widgets"][WIDGET_STATE]["state"]
    assert sorted(state) == [f"{n:032x}" for n in range(1, 6)], "the undisplayed widget is dropped"
    text = json.dumps(state)
    assert not re.search(r"IPY_MODEL_(?!0{20})", text) and "a" * 32 not in text
    snapshot = out.data["text/html"]
    assert "<b>issue_refund</b> wants to run" in snapshot and ">Allow</button>" in snapshot
    assert "run the cell" in snapshot and out.metadata["course_lib"] == {"widget_snapshot": True}
    assert [o.text for o in nb.cells[0].outputs[1:]] == ["ab\n"], "streams merged"
    assert "execution" not in nb.cells[0].metadata
    assert nb.metadata["kernelspec"]["display_name"] == "Python 3 (ipykernel)"


def test_clean_is_idempotent_so_a_saved_lesson_is_byte_stable():
    once = approval_notebook()
    clean(once)
    twice = copy.deepcopy(once)
    clean(twice)
    assert nbformat.writes(once) == nbformat.writes(twice)


def test_without_snapshots_gives_back_what_the_kernel_sent():
    nb = approval_notebook()
    kernel_outputs = copy.deepcopy(nb.cells[0].outputs)
    clean(nb)
    stripped = without_snapshots(nb.cells[0].outputs)
    assert "text/html" not in stripped[0]["data"] and "text/html" in nb.cells[0].outputs[0].data
    assert stripped[0]["data"]["text/plain"] == kernel_outputs[0]["data"]["text/plain"]
    ordinary = new_output("display_data", data={"text/html": "<b>x</b>", "text/plain": "x"})
    assert without_snapshots([ordinary]) == [ordinary], "a kernel's own HTML is compared"


def test_a_progress_bar_snapshot_shows_its_final_value():
    state = {A: model("IntProgressModel", value=4, max=4, description="K2 plan")}
    html = nbrun.render_widget(A, state)
    assert '<progress value="4" max="4">' in html and "K2 plan" in html and "run the cell" not in html


def test_an_unknown_widget_gets_no_snapshot():
    nb = approval_notebook()
    nb.metadata["widgets"][WIDGET_STATE]["state"][A] = model("ColorPickerModel", value="red")
    clean(nb)
    assert "text/html" not in nb.cells[0].outputs[0].data


def test_pre_save_hook_normalises_course_notebooks_only(tmp_path):
    lesson = {"type": "notebook", "content": json.loads(nbformat.writes(approval_notebook()))}
    pre_save_hook(lesson, "notebooks/07_approval.ipynb",
                  contents_manager=type("CM", (), {"root_dir": str(nbrun.ROOT)})())
    assert lesson["content"]["cells"][0]["outputs"][0]["data"][WIDGET_VIEW]["model_id"] == f"{1:032x}"
    assert lesson["content"]["metadata"]["kernelspec"]["display_name"] == "Python 3 (ipykernel)"

    mine = {"type": "notebook", "content": json.loads(nbformat.writes(approval_notebook()))}
    before = copy.deepcopy(mine)
    pre_save_hook(mine, "scratch.ipynb", contents_manager=type("CM", (), {"root_dir": str(tmp_path)})())
    assert mine == before, "a learner's own notebook is saved as it is"


def test_the_jupyter_config_installs_the_hook_and_quiet_kernels():
    config = json.loads((nbrun.ROOT / "jupyter_config" / "jupyter_server_config.json").read_text())
    assert config["ContentsManager"]["pre_save_hook"] == "course_lib.nbrun.pre_save_hook"
    assert config["KernelManager"]["transport_encryption"] == "auto"
    from jupyter_client import KernelManager
    assert KernelManager(config=nbrun.kernel_config()).transport_encryption == "auto"


def test_html_export_loads_nothing_from_the_network(tmp_path):
    nb = approval_notebook()
    nb.cells.insert(0, nbformat.v4.new_markdown_cell("# Title\n\n$x^2$"))
    path = tmp_path / "07_approval.ipynb"
    nbformat.write(nb, path)
    page = nbrun.export_html(path, tmp_path / "html").read_text(encoding="utf-8")
    assert not re.search(r"<script[^>]+src=|<link[^>]+href=\"?https?:", page)
    assert "cdn" not in page.lower() and "unpkg" not in page.lower()
    assert ">Allow</button>" in page, "the widget shows as its stored copy"
