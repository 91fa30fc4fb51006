r"""
Write a small octal catalogue (a few codes) in the format of the shipped
catalogue (``sage_latticegames/catalogue/data/octal_catalogue.json``), computed
here with the public functions of the package, for developing and testing the
catalogue pages of the documentation (``doc/catalogue_pages.py``).

Usage::

    python tools/sample_catalogue.py OUT.json [--seconds S] [--peer] [CODE ...]

Each misère record comes from
:func:`~sage_latticegames.misere.periodicity.whole_game_quotient` with a budget
of ``S`` seconds (default 3): ``finite`` when the periodicity theorem proved
the quotient, ``open`` otherwise (with the orders of the quotients reached);
the normal play from :func:`~sage_latticegames.games.nim_sequences.nim_sequence`
with the same budget.  With ``--peer`` MisereSolver is run too (when java is
found) with the same budget.  Build the documentation with it::

    SAGE_LATTICEGAMES_CATALOGUE=OUT.json python -m sphinx -b html doc OUT_DIR
"""
import argparse
import datetime
import json
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

CODES = ["0.12", "0.31", "0.07", "0.75", "0.77", "0.137", "0.156", "0.45", "0.123", "0.3122"]


def orders_by_heap(history):
    # the runs of the orders: one pair (N, order) per change
    runs = []
    for N, order, _ in history:
        if not runs or runs[-1][1] != order:
            runs.append([int(N), int(order)])
    return runs


def misere_record(code, seconds):
    from sage_latticegames.misere.periodicity import whole_game_quotient
    t0 = time.perf_counter()
    rec = dict(misere_status="open", misere_order=None, misere_P=None, misere_name=None,
               misere_tame=None, misere_presentation=None, misere_phi=None,
               misere_preperiod=None, misere_period=None, misere_proved_at=None,
               misere_orders_by_heap=[], misere_largest_heap=None, misere_lower_bound=None,
               misere_proof=None)
    try:
        W = whole_game_quotient(code, max_seconds=seconds)
    except ValueError as err:
        partial = getattr(err, "partial", None)
        if not partial:
            raise
        rec.update(misere_orders_by_heap=orders_by_heap(partial),
                   misere_largest_heap=int(partial[-1][0]),
                   misere_lower_bound=int(max(o for _, o, _ in partial)))
    else:
        c = W.certificate()
        P = W.presentation()
        Phi = W.pretending_function()
        rec.update(misere_status="finite", misere_order=int(W.order()),
                   misere_P=int(W.P_portion_size()), misere_name=W.standard_name(),
                   misere_tame=bool(P.is_tame()), misere_presentation=repr(P),
                   misere_phi=repr(Phi).removeprefix("Phi = "),
                   misere_preperiod=int(Phi.preperiod()), misere_period=int(Phi.period()),
                   misere_proved_at=int(c["proved_at"]),
                   misere_orders_by_heap=orders_by_heap(W.history()),
                   misere_largest_heap=int(W.history()[-1][0]),
                   misere_lower_bound=int(W.order()), misere_proof="periodicity")
    rec["misere_seconds"] = round(time.perf_counter() - t0, 3)
    return rec


def normal_record(code, seconds):
    from sage_latticegames.games.nim_sequences import nim_sequence
    t0 = time.perf_counter()
    S = nim_sequence(code, max_seconds=seconds)
    n = min(600, int(S.computed_to()) + 1)
    certified = bool(S.is_certified())
    return dict(normal_status="periodic" if certified else "open",
                normal_period=int(S.period()) if certified else None,
                normal_preperiod=int(S.preperiod()) if certified else None,
                normal_computed_to=int(S.computed_to()),
                normal_values=[int(v) for v in S.values(n)][:n],
                normal_seconds=round(time.perf_counter() - t0, 3))


def peer_record(code, seconds, classes):
    from sage_latticegames.io.msv import run_misere_solver
    t0 = time.perf_counter()
    try:
        r = run_misere_solver(code, timeout=max(1, int(seconds)), classes=classes)
    except (RuntimeError, ValueError, OSError):
        return dict(status="error", order=None, P=None, proved_at=None,
                    seconds=round(time.perf_counter() - t0, 3))
    solved = r.get("solved_at") is not None
    return dict(status="finite" if solved else "timeout",
                order=r.get("order") if solved else None, P=r.get("P_size") if solved else None,
                proved_at=r.get("solved_at"), seconds=round(time.perf_counter() - t0, 3))


def agreement(rec):
    ours = rec["misere_status"] == "finite"
    peer = rec["peer"]
    if peer is None:
        return None
    theirs = peer["status"] == "finite"
    if ours and theirs:
        same = (peer["order"], peer["P"]) == (rec["misere_order"], rec["misere_P"])
        return "yes" if same else "no"
    return {(True, False): "only package", (False, True): "only peer"}.get((ours, theirs), "neither")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    parser.add_argument("out")
    parser.add_argument("codes", nargs="*", default=CODES)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--peer", action="store_true")
    args = parser.parse_args(argv)
    import sage.all__sagemath_polyhedra  # noqa: F401
    from sage_latticegames.misere.periodicity import OctalRules
    import sage_latticegames
    classes = None
    if args.peer:
        from sage_latticegames.io.msv import misere_solver_classes
        classes = misere_solver_classes()
    records = []
    for code in args.codes:
        code = OctalRules(code).code()
        rec = dict(code=code, digits=len(code.split(".")[1]))
        rec.update(misere_record(code, args.seconds))
        rec.update(normal_record(code, args.seconds))
        rec["peer"] = peer_record(code, args.seconds, classes) if classes else None
        rec["agrees"] = agreement(rec)
        records.append(rec)
        print(code, rec["misere_status"], rec["misere_order"], rec["normal_status"],
              rec["agrees"], flush=True)
    records.sort(key=lambda r: (r["digits"], r["code"]))
    from sage.version import version as sage_version
    data = {"format": "sage_latticegames.octal_catalogue", "version": 1,
            "parameters": {"misere_seconds": args.seconds, "normal_seconds": args.seconds,
                           "peer_seconds": args.seconds if classes else None,
                           "command": "python tools/sample_catalogue.py " + " ".join(sys.argv[1:])},
            "generated": {"date": datetime.date.today().isoformat(),
                          "package_version": getattr(sage_latticegames, "__version__", "0.1.0"),
                          "sage_version": sage_version,
                          "peer": "MisereSolver (CGSuite e2a8d5c9)" if classes else None},
            "records": records}
    tmp = args.out + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(data, f, indent=1)
        f.write("\n")
    os.replace(tmp, args.out)


if __name__ == "__main__":
    main()
