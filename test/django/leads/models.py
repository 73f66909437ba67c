"""
The site's leads. What the site sends is documented in docs/leads.md; the limits are the content contract's
(contract/leads.ts), and the integration test checks these fields against
them.
"""
from django.core.validators import RegexValidator
from django.db import models

# The one phone format the site's forms send: "+373 (69) 123-456".
PHONE_FORMAT = RegexValidator(r"^\+373 \([67]\d\) \d{3}-\d{3}$", "Enter a valid phone number.")
# What the visitor asked for (the content contract's LEAD_KINDS, plugins/gatsby-source-content-service).
REQUEST_KINDS = [
    ("call", "Call back"),
    ("consultation", "Consultation"),
    ("measurement", "Free measurement"),
    ("calculator", "Calculator"),
]
# Where the form was: a short slug ("header", "hero", "mobile-bar", "page-end", "contacts", "product", "calculator").
FORM_PLACE = RegexValidator(r"^[a-z][a-z0-9-]{0,39}$", "Enter a valid slug of at most 40 characters.")


class Lead(models.Model):
    # The site sends a fresh key with each lead and the same key with every retry of it: unique, so that a retry
    # after a lost answer finds the stored lead instead of making a second one (views.IdempotentCreate).
    idempotency_key = models.CharField(max_length=200, unique=True, null=True, blank=True)
    name = models.CharField(max_length=100)
    phone = models.CharField(max_length=17, validators=[PHONE_FORMAT])
    # Sent faster than a person types (often browser autofill): kept, flagged for the CRM to filter on.
    fast_submit = models.BooleanField(default=False)
    # The visitor's campaign attribution, when they consented to it (docs/privacy.md); absent otherwise.
    attribution = models.JSONField(null=True, blank=True)
    # What the visitor asked for, where the form was, and the product they were looking at ({id, name}): optional,
    # sent when they apply (docs/leads.md).
    request_kind = models.CharField(max_length=20, choices=REQUEST_KINDS, blank=True)
    form_place = models.CharField(max_length=40, validators=[FORM_PLACE], blank=True)
    product = models.JSONField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        abstract = True
        ordering = ["id"]


class Invoice(Lead):
    """A call, consultation or free measurement request (`type` is its Russian name)."""

    type = models.CharField(max_length=100)
    site = models.CharField(max_length=100, blank=True)
    page = models.CharField(max_length=500, blank=True)


class CalculateInvoice(Lead):
    """A calculator request: the window as the visitor configured it, with the estimate shown."""

    window = models.JSONField()
