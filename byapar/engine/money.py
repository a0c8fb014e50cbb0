"""Money is whole rupees (or dollars). Every rounding rule lives here, once."""

import unicodedata


def is_whole(value: object) -> bool:
    """A whole number, and not a bool (True is an int to Python, never an amount to us)."""
    return type(value) is int

def half_down(amount: int) -> int:
    """Half, rounded down: a mortgage's loan, a building sold back."""
    return amount // 2


def percent_up(amount: int, percent: int) -> int:
    """`percent` of `amount`, rounded up to whole money."""
    return -(-amount * percent // 100)


def repayment(loan: int, percent: int) -> int:
    """What a bank loan of `loan` costs to repay: the loan and `percent` of it as interest."""
    return loan + percent_up(loan, percent) if loan else 0


def round_to_nearest(amount: int, step: int) -> int:
    """Round to the nearest multiple of `step`; an exact half rounds up (Rs 25 -> Rs 50)."""
    return (amount + step // 2) // step * step


def gst(amount: int, percent: int, step: int) -> int:
    """`percent` of `amount` rounded to the nearest `step`, a tie rounding up
    (5% of Rs 2,500 is Rs 125, a tie between 100 and 150: Rs 150)."""
    return round_to_nearest(amount * percent, step * 100) // 100


def most_before_gst(funds: int, percent: int, step: int) -> int:
    """The largest amount that, with its GST, `funds` still pays: what a bidder may bid
    when the winner owes the tax on top of the bid."""
    low, high = max(0, funds - gst(funds, percent, step)), funds  # the tax never grows as the amount falls
    while low < high:
        mid = (low + high + 1) // 2
        if mid + gst(mid, percent, step) <= funds:
            low = mid
        else:
            high = mid - 1
    return low


def bail_card_worth(jail_fine: int) -> int:
    """What a bail card is worth in a trade, to bots and on the trade screen alike: half the fine
    it saves, as a player may leave jail by a double or never go there."""
    return jail_fine // 2


def bid_raise(high: int, price: int, step: int) -> int:
    """How far a bot raises at auction: a tenth of the price (a building's cost, in a building
    auction) or of the highest bid, whichever is more, rounded down to the edition's bid step;
    at least one step. (A tenth of the bid alone, rounded to tens, was nothing under 100, so
    Finance's and Classic's auctions crept up by the lowest step, a decision each.)"""
    return max(step, max(high, price) // 10 // step * step)


def group_digits(n: int, style: str = "western") -> str:
    """1500000 -> '1,500,000' (western) or '15,00,000' (south_asian: lakh and crore)."""
    sign = "-" if n < 0 else ""
    s = str(abs(n))
    if style != "south_asian" or len(s) <= 3:
        return sign + f"{abs(n):,}"
    head, tail = s[:-3], s[-3:]
    pairs: list[str] = []
    while len(head) > 2:
        pairs.insert(0, head[-2:])
        head = head[:-2]
    if head:
        pairs.insert(0, head)
    return sign + ",".join(pairs) + "," + tail


def format_money(n: int, currency: str = "Rs", style: str = "western") -> str:
    """Money as the edition writes it: 'Rs 1,50,000', '$1,925', '₹25,000'."""
    digits = group_digits(n, style)
    sep = " " if currency[-1:].isalpha() else ""
    if digits.startswith("-"):
        return f"-{currency}{sep}{digits[1:]}"
    return f"{currency}{sep}{digits}"


_DEVANAGARI_DIGITS = str.maketrans("0123456789", "०१२३४५६७८९")


def nepali_digits(text: str) -> str:
    """Every ASCII digit in `text` written in Devanagari: '1,50,000' -> '१,५०,०००'."""
    return text.translate(_DEVANAGARI_DIGITS)


def format_money_ne(n: int, currency: str = "रु", style: str = "south_asian") -> str:
    """Money for the Nepali interface: 'रु १,५०,०००', '-रु ५००', '$१,९२५'.

    A currency written as letters (रु, Rs) is followed by a space; a single symbol ($, ₹) is
    not. `isalpha` can't decide that here, because रु ends in a vowel sign, which isn't a letter.
    """
    digits = nepali_digits(group_digits(n, style))
    sep = "" if len(currency) == 1 and unicodedata.category(currency) == "Sc" else " "
    if digits.startswith("-"):
        return f"-{currency}{sep}{digits[1:]}"
    return f"{currency}{sep}{digits}"
