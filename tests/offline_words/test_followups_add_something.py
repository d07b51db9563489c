"""A follow-up chosen only because the question fits it must fit some part of the question
the calls made so far did not already cover. A question about a record ("How is plot 7
doing?") shares its topic word with every tool about such records, including the ones that
delete or log them; none of those answers anything the look-up didn't, so none is called.
A tool that answers another part of the question still follows.

Tools and wording appear nowhere in the lessons or in tests/fidelity/."""

from __future__ import annotations

from _chain_loop import run, tool

PLOT = {"type": "string", "description": "plot number"}
PLOT_STATUS = tool("last_plot_inspection", "The last inspection of a community garden plot: crops, watering, pests.",
                   {"plot": PLOT}, ["plot"])
RELEASE = tool("delete_plot_inspections", "Delete the inspection records of a community garden plot.",
               {"plot": PLOT}, ["plot"])
LOG_VISIT = tool("log_plot_inspection", "Log an inspection of a community garden plot with a short note.",
                 {"plot": PLOT, "note": {"type": "string"}}, ["plot", "note"])
STATUS = {"plot": "7", "crops": "leeks, chard", "watered": "2026-11-29", "note": "slugs on the chard"}


def _functions(record: list):
    def status(args):
        return {**STATUS, "plot": args["plot"]}

    def change(args):
        record.append(args)
        return {"status": "done", **args}
    return {"last_plot_inspection": status, "delete_plot_inspections": change, "log_plot_inspection": change}


def test_a_question_about_a_record_calls_no_tool_that_changes_it():
    changed = []
    calls, reply = run([PLOT_STATUS, RELEASE, LOG_VISIT],
                       [{"role": "user", "content": "How did the last inspection of garden plot 7 go?"}], _functions(changed))
    assert [name for name, _ in calls] == ["last_plot_inspection"]
    assert not changed and "chard" in reply


ZH_STATUS = tool("tuning_record", "查看某台钢琴最近一次调音检查的记录。",
                 {"piano": {"type": "string", "description": "钢琴编号，如 P1"}}, ["piano"])
ZH_DELETE = tool("delete_tuning", "删除某台钢琴的调音检查记录。",
                 {"piano": {"type": "string"}}, ["piano"])
ZH_LOG = tool("log_tuning", "记录一次钢琴调音检查。",
              {"piano": {"type": "string"}, "note": {"type": "string"}}, ["piano", "note"])


def test_the_same_in_chinese():
    changed = []

    def record(args):
        return {"piano": args["piano"], "date": "2026-11-20", "pitch": "A440", "note": "中音区偏低，已校正"}

    def change(args):
        changed.append(args)
        return {"status": "done"}
    calls, reply = run([ZH_STATUS, ZH_DELETE, ZH_LOG],
                       [{"role": "user", "content": "P3钢琴上次调音检查怎么样？"}],
                       {"tuning_record": record, "delete_tuning": change, "log_tuning": change})
    assert [name for name, _ in calls] == ["tuning_record"]
    assert not changed and "A440" in reply


MY_PITCH = tool("my_pitch", "The user's camping pitch booking: pitch number and campsite.", {}, [])
HOOKUP = tool("hookup_status", "Whether a camping pitch has a working electric hookup.",
              {"pitch": {"type": "string", "description": "pitch number"}}, ["pitch"])


def test_a_tool_for_another_part_of_the_question_still_follows():
    calls, reply = run([MY_PITCH, HOOKUP],
                       [{"role": "user", "content": "Does my booked pitch have a working electric hookup?"}],
                       {"my_pitch": lambda a: {"pitch": "B12", "campsite": "Loch Ard"},
                        "hookup_status": lambda a: {"pitch": a["pitch"], "hookup": True, "amps": 16}})
    assert [name for name, _ in calls] == ["my_pitch", "hookup_status"]
    assert calls[1][1] == {"pitch": "B12"} and reply.lower().count("yes") == 1



PARCEL = {"parcel_id": {"type": "string", "description": "e.g. P-70"}}
PARCEL_STATUS = tool("parcel_status", "Where a parcel is and its delivery status.", PARCEL, ["parcel_id"])
CUSTOMS = tool("customs_papers", "Customs papers of a parcel. Use when a parcel is held at customs, "
               "to see which form is missing.", PARCEL, ["parcel_id"])
PARCELS = {"P-77": {"parcel_id": "P-77", "status": "held at customs"},
           "P-78": {"parcel_id": "P-78", "status": "delivered"}}


def test_an_observation_that_meets_a_tools_condition_is_new_ground():
    functions = {"parcel_status": lambda a: PARCELS[a["parcel_id"]],
                 "customs_papers": lambda a: {"parcel_id": a["parcel_id"], "missing": "CN22"}}
    held, _ = run([PARCEL_STATUS, CUSTOMS], [{"role": "user", "content": "Where is parcel P-77, and what is its delivery status?"}], functions)
    delivered, _ = run([PARCEL_STATUS, CUSTOMS], [{"role": "user", "content": "Where is parcel P-78, and what is its delivery status?"}], functions)
    assert [name for name, _ in held] == ["parcel_status", "customs_papers"]
    assert [name for name, _ in delivered] == ["parcel_status"]
