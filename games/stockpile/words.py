"""The game's terms as messages (no words here: the catalogs data/locales/*/stockpile.ftl say them).

Each helper turns a key of the game's data into a nested message for an event, a label or a
refusal: a company, a market card, a forecast pair, an investor."""
from __future__ import annotations

from games.base import Message, msg

from .data import rules


def company(key: str) -> Message:
    """A company by its short name ("Bank")."""
    return msg(f"stockpile-company-{key}")


def company_full(key: str) -> Message:
    """A company by its full name as the board prints it ("Epic Electric")."""
    return msg(f"stockpile-company-full-{key}")


def investor(key: str) -> Message:
    """An investor card by its name ("Wise Warren")."""
    return msg(f"stockpile-investor-{key}")


def card(code: str) -> Message:
    """A market card: a share ("Bank share"), a trading fee ("$1,000 trading fee"), an action."""
    R = rules()
    if code in R.short_names:
        return msg("stockpile-card-share", company=company(code))
    if code in R.fee_amounts:
        return msg("stockpile-card-fee", amount={"money": R.fee_amounts[code]})
    return msg(f"stockpile-card-{code}")


def action_card(code: str) -> Message:
    """An action card's own name ("Boom")."""
    return msg(f"stockpile-action-{code}")


def pair(company_key: str, forecast: str) -> Message:
    """A company and its forecast ("Bank +2"); the forecast codes (+2, $$) stay as printed."""
    return msg("stockpile-pair", company=company(company_key), forecast=forecast)


def pair_noted(company_key: str, forecast: str) -> Message:
    """A pair that says what "$$" means ("Bank $$ (dividend)")."""
    if forecast in rules().dividend_forecasts:
        return msg("stockpile-pair-dividend", company=company(company_key), forecast=forecast)
    return pair(company_key, forecast)


def phase(name: str) -> Message:
    """A phase of the round, as a refusal names it ("information")."""
    return msg(f"stockpile-phase-{name}")
