"""A learner's first hour, in a real browser: JupyterLab in headless Chromium.

    python benchmarks/browser_walkthrough.py [--repo PATH] [--chromium PATH] [--keep]

Needs `pip install playwright` and a Chromium (Debian: `apt-get install chromium`; the
script uses /usr/bin/chromium or --chromium, not playwright's own download). It copies
the course (course_lib/, notebooks/, jupyter_config/) to a temporary folder, starts
`python -m course_lib lab` there and, like a learner:

 1. opens notebooks/07_approval.ipynb and checks the stored approval panel shows as a panel
    (not as `VBox(children=...)` text) before anything runs;
 2. checks that opening it and starting the kernel does not mark it modified;
 3. expands a self-test answer;
 4. runs the cells up to the approval demo, clicks **Allow** in the live panel and waits
    for the refund to appear under it;
 5. saves, and checks the saved file keeps the shape `pytest` expects (numbered widget ids,
    the installed kernelspec).

Prints one line per step with its time, and exits 1 on the first failed step.
tests/test_browser_walkthrough.py runs it when pytest is given --browser.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LESSON = "notebooks/07_approval.ipynb"
TOKEN = "walkthrough"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def copy_course(repo: Path, target: Path) -> None:
    ignore = shutil.ignore_patterns("__pycache__", ".ipynb_checkpoints", "*.pyc")
    for folder in ("course_lib", "notebooks", "jupyter_config"):
        shutil.copytree(repo / folder, target / folder, ignore=ignore)


def find_chromium(given: str | None) -> str:
    for candidate in (given, os.environ.get("CHROMIUM"), shutil.which("chromium"),
                      shutil.which("chromium-browser"), shutil.which("google-chrome")):
        if candidate and Path(candidate).exists():
            return candidate
    raise SystemExit("error: no Chromium found; install it (apt-get install chromium) or pass --chromium")


class Steps:
    def __init__(self) -> None:
        self.start = time.monotonic()
        self.results: list[tuple[str, bool, float, str]] = []

    def run(self, name: str, check) -> None:
        began = time.monotonic()
        try:
            detail = check() or ""
            ok = True
        except Exception as error:  # noqa: BLE001 - report any failure as the step's result
            detail, ok = f"{type(error).__name__}: {str(error).splitlines()[0][:300]}", False
        seconds = time.monotonic() - began
        self.results.append((name, ok, seconds, detail))
        print(f"{'PASS' if ok else 'FAIL'} {seconds:6.1f} s  {name}{'  — ' + detail if detail else ''}",
              flush=True)
        if not ok:
            raise SystemExit(1)


def walkthrough(repo: Path, chromium: str, keep: bool = False) -> int:
    from playwright.sync_api import sync_playwright

    work = Path(tempfile.mkdtemp(prefix="course-walkthrough-"))
    copy_course(repo, work)
    port = free_port()
    env = {**os.environ, "PYTHONPATH": str(work), "COURSE_PROVIDER": "offline",
           "JUPYTER_RUNTIME_DIR": str(work / ".runtime")}
    env.pop("COURSE_MODEL", None)
    lab = subprocess.Popen(
        [sys.executable, "-m", "course_lib", "lab", "--no-browser", f"--port={port}",
         f"--ServerApp.token={TOKEN}", f"--ServerApp.root_dir={work}",
         "--LabApp.expose_app_in_browser=True", "--ServerApp.open_browser=False",
         *(["--allow-root"] if hasattr(os, "geteuid") and os.geteuid() == 0 else [])],
        cwd=work, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    steps = Steps()
    server_log: list[str] = []
    try:
        def server_up():
            deadline = time.monotonic() + 60
            while time.monotonic() < deadline:
                if lab.poll() is not None:
                    raise RuntimeError(f"JupyterLab exited: {lab.stdout.read()[-500:]}")
                try:
                    with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                        return f"port {port}"
                except OSError:
                    time.sleep(0.2)
            raise TimeoutError("JupyterLab did not start within 60 s")

        steps.run("python -m course_lib lab starts JupyterLab", server_up)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium, headless=True,
                                        args=["--no-sandbox", "--disable-gpu"])
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.set_default_timeout(60_000)

            def open_lesson():
                page.goto(f"http://127.0.0.1:{port}/lab/tree/{LESSON}?token={TOKEN}")
                page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=90_000)
                page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell.currentWidget"
                                       " && window.jupyterapp.shell.currentWidget.sessionContext"
                                       " && window.jupyterapp.shell.currentWidget.sessionContext.session"
                                       " && window.jupyterapp.shell.currentWidget.sessionContext.session.kernel",
                                       timeout=90_000)
                page.wait_for_function("() => window.jupyterapp.shell.currentWidget.sessionContext"
                                       ".session.kernel.status === 'idle'", timeout=90_000)
                return f"{page.locator('.jp-Notebook .jp-Cell').count()} cells, kernel idle"

            steps.run(f"open {LESSON}", open_lesson)

            def stored_panel_renders():
                # windowed notebooks render only what is near the viewport: scroll there first
                page.evaluate("""() => {
                    const nb = window.jupyterapp.shell.currentWidget.content;
                    const i = nb.widgets.findIndex(c => c.model.type === 'code' &&
                        c.model.sharedModel.getSource().includes('approver = WidgetApprover()') &&
                        c.model.sharedModel.getSource().includes('timeout=1)'));
                    nb.activeCellIndex = i; nb.scrollToItem(i); return i; }""")
                panel = page.locator(".course-widget-snapshot").first
                panel.wait_for(timeout=30_000)
                text = panel.inner_text()
                if "VBox(children" in page.locator(".jp-OutputArea").all_inner_texts().__str__():
                    raise AssertionError("a widget output still shows as VBox(...) text")
                if "Allow" not in text:
                    raise AssertionError(f"stored panel has no Allow button: {text!r}")
                return f"stored panel shows: {' '.join(text.split())[:90]}…"

            steps.run("the stored approval panel shows as a panel, before running", stored_panel_renders)

            def not_modified():
                time.sleep(3)   # let JupyterLab apply kernel info to the metadata
                dirty = page.evaluate("() => window.jupyterapp.shell.currentWidget.context.model.dirty")
                if dirty:
                    raise AssertionError("opening the lesson marked it modified")
                return "not dirty after the kernel started"

            steps.run("opening the lesson does not mark it modified", not_modified)

            def expand_answer():
                page.evaluate("""() => {
                    const nb = window.jupyterapp.shell.currentWidget.content;
                    const i = nb.widgets.findIndex(c => c.model.type === 'markdown' &&
                        c.model.sharedModel.getSource().includes('<details>'));
                    nb.scrollToItem(i); }""")
                summary = page.locator(".jp-MarkdownOutput details summary").first
                summary.wait_for(timeout=30_000)
                summary.click()
                details = page.locator(".jp-MarkdownOutput details").first
                if details.get_attribute("open") is None:
                    raise AssertionError("the answer did not open")
                return f"opened: {' '.join(details.inner_text().split())[:80]}…"

            steps.run("expand a self-test answer", expand_answer)

            def run_up_to_the_demo():
                index = page.evaluate("""() => {
                    const nb = window.jupyterapp.shell.currentWidget.content;
                    const i = nb.widgets.findIndex(c => c.model.type === 'code' &&
                        c.model.sharedModel.getSource().includes('asyncio.create_task(run_agent('));
                    nb.activeCellIndex = i; return i; }""")
                # the command's promise resolves once every cell above has run
                ok = page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-above')")
                if ok is False:
                    raise AssertionError("a cell above the demo failed")
                page.evaluate(f"""() => {{ const nb = window.jupyterapp.shell.currentWidget.content;
                    nb.activeCellIndex = {index}; nb.scrollToItem({index}); }}""")
                page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-cell')")
                page.wait_for_timeout(500)
                return f"ran cells 0..{index}"

            steps.run("run the approval demo cell (and the cells above it)", run_up_to_the_demo)

            def click_allow():
                allow = page.locator(".jp-Cell.jp-mod-active .widget-button:not([disabled])",
                                     has_text="Allow")
                allow.wait_for(timeout=60_000)
                waiting = page.locator(".jp-Cell.jp-mod-active .widget-html").first.inner_text()
                allow.click()
                outcome = page.locator(".jp-Cell.jp-mod-active .widget-html",
                                       has_text="Refunds of A-1011 now")
                outcome.wait_for(timeout=60_000)
                text = " ".join(outcome.inner_text().split())
                if not re.search(r"R-\d+", text):
                    raise AssertionError(f"no refund in the outcome: {text!r}")
                return f"asked: {' '.join(waiting.split())[:70]}… -> {text[-80:]}"

            steps.run("click Allow and see the refund", click_allow)

            def save_keeps_the_shape():
                page.evaluate("() => window.jupyterapp.commands.execute('docmanager:save')")
                page.wait_for_function("() => !window.jupyterapp.shell.currentWidget.context.model.dirty",
                                       timeout=30_000)
                saved = json.loads((work / LESSON).read_text(encoding="utf-8"))
                ids = re.findall(r'"model_id": "([0-9a-f]+)"', json.dumps(saved))
                if not ids or any(int(i, 16) >= 1000 for i in ids):
                    raise AssertionError(f"random widget ids in the saved file: {ids[:3]}")
                spec = saved["metadata"]["kernelspec"]["display_name"]
                if spec != "Python 3 (ipykernel)":
                    raise AssertionError(f"kernelspec {spec!r}")
                return f"{len(ids)} widget ids numbered, kernelspec {spec!r}"

            steps.run("save: the pre-save hook keeps the file in nbrun's shape", save_keeps_the_shape)
            browser.close()
    finally:
        lab.terminate()
        try:
            out, _ = lab.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            lab.kill()
            out, _ = lab.communicate()
        server_log.extend((out or "").splitlines())
        warnings = [line for line in server_log if "without encryption" in line]
        print(f"server log: {len(server_log)} lines, {len(warnings)} 'without encryption' warnings")
        if keep:
            print(f"kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)
    total = time.monotonic() - steps.start
    print(f"walkthrough passed: {len(steps.results)} steps in {total:.1f} s")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repo", type=Path, default=ROOT, help="the course checkout to copy")
    parser.add_argument("--chromium", help="path to a Chromium executable")
    parser.add_argument("--keep", action="store_true", help="keep the temporary copy")
    args = parser.parse_args(argv)
    return walkthrough(args.repo.resolve(), find_chromium(args.chromium), keep=args.keep)


if __name__ == "__main__":
    raise SystemExit(main())
