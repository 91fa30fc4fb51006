"""
Tests of sage_latticegames.games.nim_sequences (nim sequences of octal games,
the octal periodicity theorem) and its compiled kernel.

Oracles independent of the module:

* a pure-Python mex computation written here, reading the code's digits
  itself (not through ``parse_octal`` / ``octal_moves``);
* the compiled P-position engine of the lattice games ``games.octal(code, k)``
  (``G.P_positions(level=L)``);
* published results: Kayles 0.77 (period 12, last exception at heap 70),
  Dawson's chess 0.137 (period 34, last exception at 51), Dawson's Kayles 0.07
  (the same sequence shifted by one heap), 0.165 (preperiod 5181, period 1550,
  Flammenkamp's table).

Values beyond the heap where the theorem proved the period are compared with
the oracle too: they test the claim about the whole game.
"""
import pickle
import random

import pytest

import sage.all__sagemath_polyhedra  # noqa: F401

from sage_latticegames import games
from sage_latticegames.games.nim_sequences import NimSequence, nim_sequence, THEOREM
from sage_latticegames.games._nim_sequences import NimKernel

from oracles import grundy_values


TWO_DIGIT = ['0.%d%d' % (a, b) for a in range(8) for b in range(1, 8)] + ['0.%d' % a for a in range(1, 8)]
PREFIXED = ['4.%d' % a for a in range(8)] + ['4.%d%d' % (a, b) for a in (0, 3, 7) for b in (1, 2, 4, 7)]


@pytest.mark.parametrize("code", TWO_DIGIT + PREFIXED)
def test_against_the_oracle(code):
    S = nim_sequence(code, max_heap=1500)
    N = min(S.computed_to(), 400)
    assert S.values(N + 1) == grundy_values(code, N)
    if S.is_certified():
        # the claim about the whole game: values beyond the heaps computed
        M = min(S.computed_to() + 2 * int(S.period()) + 40, 700)
        assert [S.value(n) for n in range(M + 1)] == grundy_values(code, M)


def test_random_three_and_four_digit_codes():
    rng = random.Random(29)
    codes = ['0.%d%d%d' % (rng.randrange(8), rng.randrange(8), rng.randrange(1, 8)) for _ in range(25)]
    codes += ['0.%d%d%d%d' % (rng.randrange(8), rng.randrange(8), rng.randrange(8), rng.randrange(1, 8))
              for _ in range(10)]
    certified = 0
    for code in codes:
        S = nim_sequence(code, max_heap=1000)
        # beyond the heaps computed when certified
        M = 300 if S.is_open() else min(S.computed_to() + 2 * int(S.period()) + 30, 500)
        assert [S.value(n) for n in range(M + 1)] == grundy_values(code, M), code
        certified += S.is_certified()
    assert certified >= 10


def test_known_results():
    K = nim_sequence('0.77')
    assert (K.preperiod(), K.period()) == (71, 12)
    assert K.value(70) != K.value(70 + 12)          # the last exceptional value
    assert K.values(12) == [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
    C = nim_sequence('0.137')
    assert (C.preperiod(), C.period()) == (52, 34)
    assert C.value(51) != C.value(51 + 34)
    D = nim_sequence('0.07')
    assert (D.preperiod(), D.period()) == (53, 34)
    assert all(D.value(n + 1) == C.value(n) for n in range(2000))
    assert all(D.value(10**40 + n + 1) == C.value(10**40 + n) for n in range(100))
    assert (nim_sequence('0.4').preperiod(), nim_sequence('0.4').period()) == (54, 34)
    assert (nim_sequence('0.3').preperiod(), nim_sequence('0.3').period()) == (0, 2)
    assert nim_sequence('0.1').values(6) == [0, 1, 0, 0, 0, 0]
    assert (nim_sequence('0.1').preperiod(), nim_sequence('0.1').period()) == (2, 1)
    # 0.03: take two beans, from a heap of two or more: 0 0 1 1 0 0 1 1 ...
    assert (nim_sequence('0.03').preperiod(), nim_sequence('0.03').period()) == (0, 4)
    assert nim_sequence('0.6', max_heap=2000).is_open()


def test_long_preperiod():
    S = nim_sequence('0.165')
    assert (S.preperiod(), S.period()) == (5181, 1550)
    assert S.computed_to() == 2 * 5181 + 2 * 1550 + 3 - 1
    g = grundy_values('0.165', 800)
    assert S.values(801) == g


def test_preperiod_one_is_needed():
    # 0.4: G(0) = G(1) = G(2) = 0 would "prove" period 1 from 0 with t = 1; G(3) = 1
    assert grundy_values('0.4', 3) == [0, 0, 0, 1]
    S = nim_sequence('0.4')
    assert S.period() != 1 and S.value(3) == 1
    # every certificate: the theorem's range is covered with n0 >= 1 and the values computed
    for code in ['0.4', '0.3', '0.77', '4.7', '0.3122', '0.04', '0.14', '0.51']:
        S = nim_sequence(code, max_heap=5000)
        if S.is_open():
            continue
        cert = S.certificate()
        assert cert['theorem'] == THEOREM and cert['code'] == S.code()
        n0, p, t = cert['n0'], cert['period'], cert['last_digit']
        assert n0 == max(cert['preperiod'], 1)
        assert cert['checked_to'] >= 2 * n0 + 2 * p + t - 1
        values = S.values(cert['checked_to'] + 1)
        assert all(values[n + p] == values[n] for n in range(n0, 2 * n0 + p + t))


def test_codes_of_the_issue():
    # the codes named in the issue are read by parse_octal
    for code, digits in [('0.07', (0, 0, 7)), ('0.137', (0, 1, 3, 7)), ('0.77', (0, 7, 7)),
                         ('4.7', (4, 7)), ('0.3122', (0, 3, 1, 2, 2))]:
        assert nim_sequence(code).digits() == digits
        assert nim_sequence(code).is_certified()


def test_kernel_least_period():
    # the least p proved is the least period and last[p] + 1 the least preperiod
    for code in ['0.77', '0.137', '0.3122', '0.165']:
        K = NimKernel(games.parse_octal(code))
        assert K.run(10**5, float('inf'))
        n0, p = K.certificate()
        g = K.values()
        last = K.last_failures()
        assert last[p] == n0 - 1
        for q in range(1, p):
            assert not (g[n0 + q:n0 + q + p] == g[n0:n0 + p]).all()


@pytest.mark.parametrize("code,max_heap,level", [('0.137', 8, 20), ('0.77', 7, 16), ('0.07', 9, 18),
                                                 ('4.7', 6, 14), ('0.3122', 6, 14), ('0.6', 8, 16),
                                                 ('0.16', 8, 16), ('0.51', 7, 16)])
def test_lattice_game(code, max_heap, level):
    S = nim_sequence(code, max_heap=200)
    G = games.octal(code, max_heap)
    assert S.lattice_game(max_heap) == G
    assert S.lattice_P_positions(max_heap, level) == G.P_positions(level=level)
    E = G.encoding()
    sol = G.solve(level=level)
    for p, is_P in zip(sol.points.tolist(), sol.is_P.tolist()):
        if any(p):
            assert S.is_P_position(E.heaps(p)) == is_P


def test_pickling_re_proves():
    S = nim_sequence('0.137')
    T = pickle.loads(pickle.dumps(S))
    assert T == S and T.is_certified() and hash(T) == hash(S)
    O = nim_sequence('0.6', max_heap=300)
    assert pickle.loads(pickle.dumps(O)) == O
    # a forged claim is refused
    from sage_latticegames.games.nim_sequences import _restore
    with pytest.raises(ValueError, match="inconsistent data"):
        _restore('0.137', 174, (52, 17))
    with pytest.raises(ValueError, match="inconsistent data"):
        _restore('0.137', 174, None)
    with pytest.raises(ValueError, match="inconsistent data"):
        _restore('0.6', 300, (10, 3))


def test_open_sequences():
    S = nim_sequence('0.106', max_seconds=0.3)
    assert S.is_open() and S.period() is None and S.preperiod() is None and S.certificate() is None
    assert "open, computed to heap %s" % S.computed_to() in repr(S)
    assert S.values(50) == grundy_values('0.106', 49)
    with pytest.raises(ValueError, match="is open"):
        S.value(S.computed_to() + 1)
    Z = nim_sequence('0.77', max_seconds=0)
    assert Z.is_open() and Z.computed_to() == 0


def test_bad_input():
    for code, kind, message in [('0.8', ValueError, 'hexadecimal'), ('0.0', ValueError, 'no move'),
                                ('1.7', ValueError, 'must be 0, 4, 8 or C'),
                                ('07', ValueError, 'cannot read'), (0.07, TypeError, 'string')]:
        with pytest.raises(kind, match=message):
            nim_sequence(code)
    with pytest.raises(ValueError, match="positive integer"):
        nim_sequence('0.77', max_heap=-3)
    with pytest.raises(ValueError, match="time limit"):
        nim_sequence('0.77', max_seconds=-1)
    S = nim_sequence('0.77')
    with pytest.raises(ValueError, match="nonnegative"):
        S.value(-1)
    with pytest.raises(TypeError):
        S.is_P_position(5)
    with pytest.raises(ValueError):
        NimKernel((0, 9))


def test_test_suite():
    from sage.misc.sage_unittest import TestSuite
    TestSuite(nim_sequence('0.165')).run()
    TestSuite(nim_sequence('0.16', max_heap=500)).run()
    assert isinstance(nim_sequence('0.3'), NimSequence)
