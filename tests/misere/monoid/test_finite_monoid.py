"""
Tests of sage_latticegames.misere.monoid.finite_monoid: Moore's partition refinement
(moore_classes, reduced_table), the one implementation every construction uses.

The oracle, independent of the module, is the table-filling algorithm
(Myhill--Nerode) of tests/oracles.py (``table_filling_classes``): a pair of
states is distinguishable iff their labels differ or, for some generator, their
successors form a distinguishable pair; the classes are the pairs never marked,
numbered by their first state.
"""
import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import sage.all__sagemath_polyhedra  # noqa: F401

# (the module itself, not its old path: the monkeypatches must reach moore_classes)
from sage_latticegames.misere.monoid import finite_monoid
from sage_latticegames.misere.monoid.finite_monoid import (moore_classes, reduced_table, _moore_classes,
                                                    FiniteQuotientData)
from oracles import table_filling_classes


@st.composite
def tables(draw, max_states=25):
    n = draw(st.integers(1, max_states))
    k = draw(st.integers(0, 4))
    delta = draw(st.lists(st.lists(st.integers(0, n - 1), min_size=k, max_size=k),
                          min_size=n, max_size=n))
    labels = draw(st.lists(st.integers(0, draw(st.integers(1, 3))), min_size=n, max_size=n))
    return delta, labels


@settings(max_examples=150, deadline=None)
@given(tables())
def test_moore_classes_against_the_table_filling_oracle(table):
    delta, labels = table
    expected = table_filling_classes(delta, labels)
    assert moore_classes(delta, labels).tolist() == expected
    assert moore_classes(delta, labels, hashed=False).tolist() == expected
    assert moore_classes(np.array(delta, dtype=np.int32).reshape(len(delta), -1),
                         np.array(labels)).tolist() == expected
    bools = [bool(b % 2) for b in labels]
    assert _moore_classes(delta, bools) == table_filling_classes(delta, bools)


@settings(max_examples=100, deadline=None)
@given(tables())
def test_reduced_table_is_the_quotient(table):
    delta, labels = table
    P = [b % 2 for b in labels]
    cls = table_filling_classes(delta, P)
    D, RP = reduced_table(delta, P)
    m = max(cls) + 1
    assert D.shape == (m, len(delta[0])) and len(RP) == m
    for u in range(len(delta)):
        assert RP[cls[u]] == P[u]
        assert D[cls[u]].tolist() == [cls[v] for v in delta[u]]
    # reduced: refining the reduced table splits nothing
    assert moore_classes(D, RP).tolist() == list(range(m))


def _collision_cases():
    rng = np.random.default_rng(5)
    cases = [([[1], [2], [3], [0]], [0, 1, 0, 1]),                 # Z/4 -> Z/2
             ([[1, 2], [2, 0], [1, 0], [3, 3]], [0, 1, 0, 1])]
    for n, k in ((40, 2), (60, 3), (200, 1)):
        cases.append((rng.integers(0, n, size=(n, k)).tolist(), rng.integers(0, 2, size=n).tolist()))
    # a long chain: n - 1 rounds of refinement
    n = 50
    cases.append(([[min(u + 1, n - 1)] for u in range(n)], [int(u == n - 1) for u in range(n)]))
    return cases


@pytest.mark.parametrize("delta,P", _collision_cases())
def test_forced_collisions_still_terminate_with_the_right_partition(monkeypatch, delta, P):
    # every multiplier 0: every row has the hash 0 (all rows collide); the rounds
    # stop (a round that splits no class) and the exact check sends them to the
    # exact rounds
    expected = table_filling_classes(delta, P)
    monkeypatch.setattr(finite_monoid, "_hash_multipliers",
                        lambda k: np.zeros(k, dtype=np.uint64))
    assert moore_classes(delta, P).tolist() == expected
    assert _moore_classes(delta, P) == expected
    T2 = FiniteQuotientData([[1, 2], [0, 3], [3, 4], [2, 5], [5, 2], [4, 3]],
                            [False, True, True, False, False, False])
    assert T2.is_reduced()


@pytest.mark.parametrize("delta,P", _collision_cases())
def test_random_collisions_do_not_cycle(monkeypatch, delta, P):
    # a hash of one bit per row, a different function of the row at every round (the
    # rounds of moore_classes, hashed_round, replaced by the partition by the pair (class,
    # that bit)): the rounds refine by construction, so they stop, and the result is exact
    rng = np.random.default_rng(11)
    calls = []

    def one_bit(cls, D, mult, check=True):
        calls.append(1)
        fresh = rng.integers(1, 2**63, size=len(mult), dtype=np.uint64) | np.uint64(1)
        c = cls.astype(np.uint64)
        h = c * fresh[0]
        for j in range(D.shape[1]):
            h += c[D[:, j]] * fresh[j + 1]
            h ^= h >> np.uint64(29)
        keys, out = {}, []
        for a, b in zip(cls.tolist(), (h >> np.uint64(63)).tolist()):
            out.append(keys.setdefault((a, b), len(keys)))
        return np.array(out, dtype=np.int64), len(keys)

    monkeypatch.setattr(finite_monoid, "hashed_round", one_bit)
    assert moore_classes(delta, P).tolist() == table_filling_classes(delta, P)
    assert 0 < len(calls) <= len(P)


def test_bad_input():
    with pytest.raises(ValueError, match="3 rows but there are 2 labels"):
        moore_classes([[0], [1], [2]], [0, 1])
    assert moore_classes([], []).tolist() == []
    assert moore_classes([[]], [True]).tolist() == [0]


def test_every_proof_names_its_theorem_by_a_stable_name():
    # the proof of each construction, as a value: what was proved, for which game, by which
    # theorem (a stable name, not a module path); its record is the certificate saved as before
    from sage_latticegames import games, LatticeGame
    from sage_latticegames.misere import misere_quotient, MisereQuotient
    from sage_latticegames.misere.monoid.proof import THEOREMS, QuotientProof
    G0 = LatticeGame.misere([(1, 0), (0, 1), (2, 1)])
    G1 = games.octal('0.07', 5, play='misere')
    cases = [(misere_quotient(games.nim(3, 'misere')), "heap pretension theorem"),
             (misere_quotient(G0), "antichain verification"),
             (MisereQuotient.from_stratification(G1, G1.affine_stratification()), "periodic stratification")]
    for Q, theorem in cases:
        p = Q.proof()
        assert isinstance(p, QuotientProof) and p.theorem() == theorem and theorem in THEOREMS
        assert p.game() == Q.game() and p.record() == Q.certificate()
        assert "sage_latticegames" not in p.theorem()
        assert str(Q.cardinality()) in p.claim() and "misère" in p.claim()
    # no proof for another game, nor from a pickle
    from sage.misc.persist import loads, dumps
    Q = cases[0][0]
    assert loads(dumps(Q.finite_data())).proof() is None
    import pytest
    with pytest.raises(TypeError, match="never unpickled"):
        dumps(Q.proof())


@settings(max_examples=100, deadline=None)
@given(tables(max_states=40), st.integers(0, 2**63))
def test_hashed_round_is_the_partition_by_class_and_row_hash(table, seed):
    # the compiled round groups the pairs (class, 64-bit hash of the row of classes) in a hash
    # table; the same partition computed in Python from the formula of the hash, with
    # multipliers that collide often (small odd numbers) as well as the default ones
    from sage_latticegames.misere.monoid._monoid import hashed_round
    from sage_latticegames.misere.monoid.finite_monoid import _hash_multipliers
    delta, labels = table
    n, k = len(delta), len(delta[0])
    D = np.array(delta, dtype=np.int64).reshape(n, k)
    cls = np.array(labels, dtype=np.int64)
    mask = 2**64 - 1
    for mult in (_hash_multipliers(k + 1).tolist(), [(seed >> i) % 8 * 2 + 1 for i in range(k + 1)]):
        got, count = hashed_round(cls, D, np.array(mult, dtype=np.uint64))
        keys, expected = {}, []
        for u in range(n):
            h = int(cls[u]) * mult[0] & mask
            for j in range(k):
                h = (h + int(cls[D[u, j]]) * mult[j + 1]) & mask
                h ^= h >> 29
            expected.append(keys.setdefault((int(cls[u]), h), len(keys)))
        assert got.tolist() == expected and count == len(keys)
