"""A date field whose key says a plan and a verb ("new_launch_date", "revised_open_date") reads
as what the record will do ("it should now launch on …"), not as a field dump ("the new
launch is on …"). Wording appears nowhere in the lessons or tests/fidelity/."""

from __future__ import annotations

from course_lib.offline.write.sentences import date_clause


def test_a_planned_action_reads_as_a_sentence():
    assert date_clause("new_launch_date", "2027-06-01", False) == "it should now launch on 1 June 2027"
    assert date_clause("revised_open_date", "2027-06-01", False) == "it should now open on 1 June 2027"


def test_a_noun_date_stays_a_noun():
    assert date_clause("new_fitting_date", "2027-06-01", False) == "the new fitting is on 1 June 2027"
