"""Looking back over a game: a feature of the page, in four modules.

- :mod:`~web.ui.review.messages`: what can happen in a review (its buttons, the
  analysis's answers, a record sent);
- :mod:`~web.ui.review.model`: the review itself (positions, what this device may see,
  the sandbox, the analysis found so far);
- :mod:`~web.ui.review.update`: what each message does to it, and the commands it asks;
- :mod:`~web.ui.review.view`: its markup.
"""
