"""What honest-but-curious learners try, each as a test: forged results, reaching other
learners and the instructor's files, secrets in the environment, processes left behind,
a kernel that stops itself. (Edited setup helpers and checks: ``test_grade.py``.)

One attack class is graded once, one notebook at a time (so each change to a trusted file
is attributed to the notebook that made it), against a copy of the synthetic course with
the real ``course_lib`` next to it.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from nbformat.v4 import new_code_cell

from course_lib.grading import grade_paths, write_csv
from course_lib.grading.feedback import learner_feedback
from course_lib.grading.nbfiles import write_notebook

REPOSITORY = Path(__file__).resolve().parents[2]
SECRETS = {
    "DEEPSEEK_API_KEY": "sk-deepseek-test-0123456789abcdef",
    "DASHSCOPE_API_KEY": "sk-dashscope-test-0123456789abcdef",
    "GITHUB_TOKEN": "ghp_testtoken0123456789abcdefABCDEF",
    "MY_SERVICE_PASSWORD": "hunter2-hunter2",
}
SLEEP_MARKERS = ("4321.5", "4321.6")

FORGE = """import glob, json, os
record = {"outcome": "passed", "passed": True, "when": "call"}
targets = [os.environ.get("GRADING_REPORT_FILE", "")]
targets += glob.glob("/tmp/course-grading-*/*.jsonl") + glob.glob("../*.jsonl") + glob.glob("../../*.jsonl")
for target in filter(None, targets):
    for cell in range(20):
        with open(target, "a") as handle:
            handle.write(json.dumps(dict(record, cell=cell, file=target)) + "\\n")
"""

LINKS = """import os
for target in ["../course_lib/__init__.py", "../solutions/01_basics.ipynb",
               "../solutions/ch2/02_greet.ipynb", "../../solutions/01_basics.ipynb"]:
    try:
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "a") as handle:
            handle.write("# written by a learner")
    except OSError:
        pass
"""

DETACH = f"""import subprocess, sys
subprocess.Popen(["sleep", "{SLEEP_MARKERS[0]}"], start_new_session=True)
# A double fork: the middle process exits at once, the sleep is orphaned.
subprocess.Popen([sys.executable, "-c",
    "import subprocess; subprocess.Popen(['sleep', '{SLEEP_MARKERS[1]}'], start_new_session=True)"]).wait()
"""

SECRET_ADD = """def add(a, b):
    import os
    raise ValueError(" ".join(f"{k}={v}" for k, v in sorted(os.environ.items())))"""
SECRET_MUL = """def mul(a, b):
    raise RuntimeError("token sk-live-0123456789abcdefXYZ and ghp_abcdefghijklmnop0123 leaked")"""


def attack(victim: Path, solutions: Path) -> str:
    """Overwrite another learner's notebook with the solution (by path and via /proc),
    and edit the instructor's solution."""
    return f"""import glob, os
solution_file = {str(solutions / "01_basics.ipynb")!r}
solution = open(solution_file).read()
targets = [{str(victim)!r}]
for pid in os.listdir("/proc"):
    try:
        cwd = os.readlink(f"/proc/{{pid}}/cwd")
    except OSError:
        continue
    if cwd != "/":
        targets += glob.glob(os.path.join(cwd, "*", "victim", "*.ipynb"))
for target in set(targets):
    open(target, "w").write(solution)
open(solution_file, "w").write(solution.replace("add works", "anything goes"))
"""


def with_cell(nb, source: str, cell_id: str, after: int | None = None):
    nb = nb.copy()
    nb.cells = list(nb.cells)
    cell = new_code_cell(source, id=cell_id)
    nb.cells.insert(len(nb.cells) if after is None else after, cell)
    return nb


def running_markers() -> list[str]:
    found = []
    for pid in os.listdir("/proc"):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as handle:
                args = handle.read().split(b"\0")
        except OSError:
            continue
        found += [m for m in SLEEP_MARKERS if m.encode() in args]
    return found


@pytest.fixture(scope="module")
def attacked(course, kit, tmp_path_factory):
    root = tmp_path_factory.mktemp("attackcourse")
    shutil.copytree(course.solutions, root / "solutions")
    shutil.copytree(REPOSITORY / "course_lib", root / "course_lib",
                    ignore=shutil.ignore_patterns("__pycache__"))
    lib_before = (root / "course_lib" / "__init__.py").read_bytes()
    greet_before = (root / "solutions" / "ch2" / "02_greet.ipynb").read_bytes()
    folder = tmp_path_factory.mktemp("attackclass")
    exercise = course.basics_exercise
    victim = folder / "victim" / "01_basics.ipynb"
    notebooks = {
        "a_attacker": with_cell(exercise, attack(victim, root / "solutions"), "attack"),
        "b_full": course.basics,
        "crasher": with_cell(course.basics, "import os\nos._exit(3)", "crash", after=4),
        "detacher": with_cell(course.basics, DETACH, "detach"),
        "exiter": with_cell(course.basics, "exit()", "leave", after=4),
        "forger": with_cell(exercise, FORGE, "forge"),
        "linker": with_cell(kit.edit(course.basics), LINKS, "links"),
        "secrets": kit.edit(exercise, add=SECRET_ADD, mul=SECRET_MUL),
        "victim": exercise,
    }
    for learner, nb in notebooks.items():
        write_notebook(nb, folder / learner / "01_basics.ipynb")
    with pytest.MonkeyPatch.context() as patch:
        for name, value in SECRETS.items():
            patch.setenv(name, value)
        patch.chdir(folder.parent)  # the grader's cwd: what /proc/<grader>/cwd shows
        learners = grade_paths([folder], root / "solutions", jobs=1)
        # Reasons are scrubbed with the grader's environment, so render while it is set.
        texts = [learner_feedback(learner) for learner in learners]
        write_csv(learners, folder.parent / "attack.csv")
    return {
        "grades": {learner.learner: learner for learner in learners},
        "texts": texts,
        "csv": (folder.parent / "attack.csv").read_text(),
        "lib_unchanged": (root / "course_lib" / "__init__.py").read_bytes() == lib_before,
        "greet_unchanged": (root / "solutions" / "ch2" / "02_greet.ipynb").read_bytes() == greet_before,
        "markers": running_markers(),
    }


def basics(attacked, learner: str):
    return attacked["grades"][learner].notebooks[0]


def test_forged_report_records_score_nothing(attacked):
    forged = basics(attacked, "forger")
    assert (forged.points, forged.max_points) == (0, 7)
    assert all(not check.passed for check in forged.checks)


def test_overwriting_another_learner_and_the_solution_changes_no_grade(attacked):
    victim = basics(attacked, "victim")
    assert (victim.points, victim.max_points) == (0, 7)  # graded from what was handed in
    # Graded after the solution file was edited on disk: the copy read before is used.
    full = basics(attacked, "b_full")
    assert (full.points, full.max_points) == (7, 7)
    notes = basics(attacked, "a_attacker").notes
    assert any("victim/01_basics.ipynb was overwritten during grading" in n for n in notes), notes
    assert any("solutions/01_basics.ipynb was overwritten during grading" in n for n in notes), notes
    assert not any("during grading" in n for n in victim.notes + full.notes)


def test_links_lead_only_into_the_private_copy(attacked):
    linker = basics(attacked, "linker")
    assert (linker.points, linker.notes) == (7, [])
    assert attacked["lib_unchanged"] and attacked["greet_unchanged"]


def test_no_secret_reaches_the_kernel_or_the_reports(attacked):
    [add, mul, *_] = basics(attacked, "secrets").checks
    seen = add.reason  # "ValueError: NAME=value NAME=value ..." as the kernel saw it
    assert seen.startswith("ValueError: ") and "COURSE_PROVIDER=offline" in seen
    for name, value in SECRETS.items():
        assert name not in seen and value not in seen
    assert "HOME=<private copy>/home" in seen  # no machine path either
    assert mul.reason == "RuntimeError: token [secret removed] and [secret removed] leaked"
    everything = "\n".join(attacked["texts"]) + attacked["csv"]
    assert "sk-live" not in everything and "ghp_" not in everything


def test_no_process_outlives_its_run(attacked):
    assert attacked["markers"] == []
    detacher = basics(attacked, "detacher")
    assert detacher.points == 7


def test_exit_and_kernel_death_are_reported_as_such(attacked):
    exiter, crasher = basics(attacked, "exiter"), basics(attacked, "crasher")
    assert (exiter.points, crasher.points) == (2, 2)  # the check before the exit still counts
    assert exiter.checks[1].reason == (
        "the notebook called exit() in cell 5, which stops the kernel; later cells did not run")
    assert crasher.checks[1].reason.startswith("the kernel died during cell 5")
