"""A record's subject and its field clauses as one English sentence.

`field_clause` says each field on its own: "the reading is 12 m³", "picked up by Rose",
"expires on 31 March", "at Room 3", "2 free slots". Put after "Meter WM-7:" they read as a
form being filled in, and two "the … is …" in a row read as a dump. A person makes the first
clause the sentence's predicate and the others hang off the same subject:

    The reading of meter WM-7 is 12 m³, read on 30 November.
    Mia is picked up by Grandma Rose.
    Policy HP-3301 expires on 31 March 2027, and its premium is 420 EUR.
    Permit VP-5120 is valid until 31 January 2027, its plate is AB12CDE and its zone is Z2.

Which verb joins the subject to a clause follows from the clause's first word (its part of
speech, from WordNet through `read/taxonomy.py`), not from what the field is about.
"""

from __future__ import annotations

import re

THE_IS = re.compile(r"^the (.+?) (is|are) (.+)$", re.S)
# Clauses that already are what is said of the subject after "is": places and spans.
AFTER_IS = ("at ", "in ", "on ", "from ", "until ", "by ", "not ")
# "plate AB12CDE", "zone Z2": a field's name and a code, which says what the thing is.
CODE_CLAUSE = re.compile(r"(?!the |its |a |an )[a-z][a-z ]{0,30} (?=[\w./#-]*\d)(?=[\w./#-]*[A-Za-z])"
                         r"[A-Z0-9][\w./#-]*")
# "a weight of 31.5 kg": after the first clause, a full clause of the subject ("its weight is…")
MEASURED = re.compile(r"an? ([a-z][a-z ]{0,30}) of (\S+ \S+)")
AFTER_HAS = ("a ", "an ", "no ")


def _joined_verb(clause: str) -> str | None:
    """The verb that puts a clause after a subject: "is" (valid until…, at Room 3), "has"
    (2 free slots, a delay of…), "" (expires on…, has wifi), None when no verb fits."""
    from ..read.taxonomy import available, mostly_adjective
    from .labels import is_participle
    if clause.startswith(AFTER_IS):
        return "is"
    if clause.startswith(AFTER_HAS) or re.match(r"\d", clause):
        return "has"
    first = clause.split(" ", 1)[0]
    if first in ("has", "can", "allows", "does", "cannot"):
        return ""
    if re.fullmatch(r"[a-z]+s", first) and not first.endswith("ss") and " " in clause:
        from ..read.lexicon import lemma
        if lemma(first) != first and available():   # "expires on…", "closes at…": a verb
            from ..read.taxonomy import mostly_verb
            if mostly_verb(lemma(first)):
                return ""
    if is_participle(first):
        # "picked up by Rose" is passive; "shipped on 3 May" is past tense, said as it is.
        return "" if re.search(r"\b(?:on|at) \d", clause) and " by " not in clause else "is"
    if available() and mostly_adjective(first):   # "valid until…", "open", "due on…"
        return "is"
    return None


def sentence_about(subject: str, clauses: list[str], lowered: str) -> str:
    """`subject` and its clauses as one sentence (without the full stop). `lowered` is the
    subject as written inside a sentence ("meter WM-7" for "Meter WM-7")."""
    from .sentences import join_clauses
    # "plate AB12CDE" after the subject reads as a form; said as a clause of the subject it
    # comes after what the record says of it: "…is valid until 31 January, and its plate is …"
    codes = [c for c in clauses if CODE_CLAUSE.fullmatch(c)]
    clauses = [c for c in clauses if c not in codes] + \
        ["the {} is {}".format(*c.rsplit(" ", 1)) for c in codes]
    if not clauses:
        return subject
    first, rest = clauses[0], clauses[1:]
    the = THE_IS.match(first)
    if the:
        lead = f"The {the.group(1)} of {lowered} {the.group(2)} {the.group(3)}"
    else:
        verb = _joined_verb(first)
        if verb is None:
            return f"{subject}: " + join_clauses(clauses, False)
        lead = f"{subject} {verb} {first}" if verb else f"{subject} {first}"
    return attach(lead, rest)


def attach(lead: str, rest: list[str]) -> str:
    """The other clauses after the sentence's first: fragments that qualify it ("read on 30
    November", "at Room 3") right after it, then full clauses of the same subject, "its" once
    it is named, so no second "the … is": "…, checked on 28 November, and its colour is white"."""
    from .sentences import join_clauses
    rest = [f"the {m.group(1)} is {m.group(2)}" if (m := MEASURED.fullmatch(c)) else c for c in rest]
    its = [f"its {m.group(1)} {m.group(2)} {m.group(3)}" for c in rest if (m := THE_IS.match(c))]
    fragments = [c for c in rest if not THE_IS.match(c)]
    said = lead + "".join(f" {f}" if f.startswith("because ") else f", {f}" for f in fragments)
    if not its:
        return said
    return said + ("," if fragments else "") + " and " + join_clauses(its, False) if len(its) == 1 \
        else said + ", " + join_clauses(its, False)
