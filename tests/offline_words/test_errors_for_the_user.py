"""What a tool's error says to the model is not passed on to the user (write/rules.py,
`for_the_user`): invented errors of tools that appear in no lesson."""

import pytest

from course_lib.offline.write.rules import for_the_user


@pytest.mark.parametrize("error, said", [
    # what the user is to be told becomes a statement; the model's next step is left out
    ("Parcel P-88 has no claim. Tell the user no claim was filed, or use open_claim if it "
     "was damaged.", "Parcel P-88 has no claim. No claim was filed"),
    ("Let the customer know that the locker is full.", "The locker is full"),
    # an order that names a tool is the model's, with whatever follows it
    ("Seat 14C is taken; pick another seat with list_seats first.", "Seat 14C is taken"),
    ("No voucher matches 'SPRING'. Call list_vouchers to see the codes.",
     "No voucher matches 'SPRING'"),
    # the user asked to do something: a question to them
    ("Unknown member number. Ask the user to check their card.",
     "Unknown member number. Could you check their card?"),
])
def test_the_models_next_step_is_left_out(error, said):
    assert for_the_user(error) == said


@pytest.mark.parametrize("error", [
    "Item out of stock; restock expected on 12 December",   # 'restock' is no order here
    "Delivery failed: address incomplete, missing postcode",
    "The court is already taken at 19:00, try another hour",   # fine for a person to read
    "余额不足，无法转账",
])
def test_what_happened_is_kept_whole(error):
    assert for_the_user(error) == error


def test_a_sentence_that_opens_with_the_models_next_step_is_left_out_whole():
    error = ("Invalid arguments for 'book_slot': hour: Input should be less than 24. "
             "If the user named that hour, tell them so. Fix these fields and call 'book_slot' "
             "again.")
    assert for_the_user(error) == "Invalid arguments for 'book_slot': hour: Input should be less than 24"


def test_a_condition_about_the_world_is_kept():
    assert for_the_user("When the parcel arrives, it is scanned at the depot.") == \
        "When the parcel arrives, it is scanned at the depot"
