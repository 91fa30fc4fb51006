"""
Tests of rule sets (Definition 2.3 of [GM]): invariants, the positivity
witness, the squarefree predicates (Section 6 of [GM], erratum [GM-E]) and
the checks run by ``TestSuite``.
"""
import itertools
import pickle

import pytest
from hypothesis import given, settings, strategies as st, HealthCheck

import sage.all__sagemath_polyhedra  # noqa: F401
from sage.geometry.cone import Cone
from sage.misc.sage_unittest import TestSuite

from sage_latticegames.rule_set import RuleSet, is_squarefree, is_weakly_squarefree


def test_rule_set_invariants():
    R = RuleSet([(2, 0), (0, 3), (1, 1)])
    assert R.index() == 1 and R.is_saturated()
    assert RuleSet([(2, 0), (0, 2)]).index() == 4
    assert R.is_pointed()
    ell = R.positivity_witness()
    assert all(sum(a * b for a, b in zip(ell, g)) > 0 for g in R.tuples())
    assert all(x > 0 for x in ell)


def test_compatibility_paths():
    from sage_latticegames.rule_set import integer_point, bit_complexity
    from sage_latticegames.misc.points import integer_point as ip
    from sage_latticegames.misc.functionals import bit_complexity as bc
    assert integer_point is ip and bit_complexity is bc
    from sage_latticegames import RuleSet as R
    assert R is RuleSet


@pytest.mark.parametrize("moves", [
    [(1, 0), (0, 1), (-1, 1)],
    [(2, 0), (0, 3), (1, 1)],
    [(1, 0), (-1, 0)],                      # fails the positivity axiom
    [(1, 0, 0), (0, 1, 0), (1, -1, 1), (-1, 1, 1)],
    [(1,)],
])
def test_test_suite(moves):
    R = RuleSet(moves)
    TestSuite(R).run(raise_on_failure=True)
    R._test_positivity_witness()


def test_positivity_witness_hint_and_cone():
    R = RuleSet([(1, 0), (0, 1), (-1, 1)])
    assert R.positivity_witness(hint=(1, 3)) == (1, 3)
    # a hint that is not positive is replaced by a valid witness
    ell = R.positivity_witness(hint=(1, 1))
    assert ell != (1, 1)
    assert all(sum(a * b for a, b in zip(ell, g)) > 0 for g in R.tuples())
    # relative to another recession cone
    C = Cone([(1, 0), (1, 2)])
    ell = RuleSet([(1, 0), (1, 2), (1, 1)]).positivity_witness(C)
    assert all(sum(a * b for a, b in zip(ell, g)) > 0 for g in [(1, 0), (1, 2), (1, 1)])
    with pytest.raises(ValueError, match="positivity axiom"):
        RuleSet([(1, 0), (-1, 0)]).positivity_witness()


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(st.lists(st.tuples(*[st.integers(-2, 2)] * 3), min_size=1, max_size=5))
def test_positivity_witness_is_positive_or_a_line_exists(vecs):
    vecs = [v for v in set(vecs) if any(v)]
    if not vecs:
        return
    R = RuleSet(vecs)
    d = 3
    orthant = [tuple(int(i == j) for j in range(d)) for i in range(d)]
    try:
        ell = R.positivity_witness()
    except ValueError:
        assert not Cone(vecs + orthant).is_strictly_convex()
        return
    for v in vecs + orthant:
        assert sum(a * b for a, b in zip(ell, v)) > 0


def test_squarefree_predicates():
    E = [(1, 0, 0), (0, 1, 0), (0, 0, 1), (1, 1, 0)]
    assert (is_squarefree(E), is_weakly_squarefree(E)) == (False, True)
    assert RuleSet(E).is_squarefree() is False and RuleSet(E).is_weakly_squarefree() is True
    nim = [(1, 0), (0, 1), (-1, 1)]
    assert is_squarefree(nim) and RuleSet(nim).is_squarefree()
    assert not is_weakly_squarefree([(2, -1), (0, 1)])
    with pytest.raises(TypeError, match="rule set"):
        is_squarefree(3)


def test_squarefree_predicates_by_brute_force():
    # Proposition 1 of [GM-E]: squarefree iff each move takes away exactly one
    # heap, i.e. for p, q in {0,1,2}^d: p + q - g in N^d implies p - g or q - g in N^d
    for moves in ([(1, 0), (0, 1), (-1, 1)], [(1, 1), (0, 1)], [(1, 0), (-2, 1)], [(2, -1), (0, 1)]):
        def ok(v):
            return all(x >= 0 for x in v)
        brute = all(not ok(tuple(a + b - c for a, b, c in zip(p, q, g)))
                    or ok(tuple(a - c for a, c in zip(p, g))) or ok(tuple(b - c for b, c in zip(q, g)))
                    for g in moves
                    for p in itertools.product(range(3), repeat=2)
                    for q in itertools.product(range(3), repeat=2))
        assert is_squarefree(moves) == brute, moves


def test_pickling_and_caches():
    R = RuleSet([(1, 0), (0, 2)])
    S = pickle.loads(pickle.dumps(R))
    assert S == R and hash(S) == hash(R)
    assert R.semigroup() is R.semigroup() and R.cone() is R.cone()
    assert R.precedes((0, 0), (3, 4)) and not R.precedes((0, 0), (3, 3))
