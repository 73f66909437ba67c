from rest_framework import serializers

from .models import CalculateInvoice, Invoice

LEAD_FIELDS = [
    "id",
    "idempotency_key",
    "name",
    "phone",
    "fast_submit",
    "attribution",
    "request_kind",
    "form_place",
    "product",
    "created_at",
]
# The key's uniqueness is the database's to enforce (views.IdempotentCreate answers a repeat with the stored
# lead); the serializer's UniqueValidator would refuse the repeat with a 400 instead.
KEY = {"idempotency_key": {"validators": []}}


def validate_product(value):
    """The product the visitor was looking at: {id: integer, name: text of at most 200 characters}."""
    valid = (
        value is None
        or isinstance(value, dict)
        and isinstance(value.get("id"), int)
        and not isinstance(value.get("id"), bool)
        and isinstance(value.get("name"), str)
        and len(value["name"]) <= 200
    )
    if not valid:
        raise serializers.ValidationError("Expected {id: integer, name: text of at most 200 characters}.")
    return value


class InvoiceSerializer(serializers.ModelSerializer):
    validate_product = staticmethod(validate_product)

    class Meta:
        model = Invoice
        fields = LEAD_FIELDS + ["type", "site", "page"]
        extra_kwargs = KEY


class CalculateInvoiceSerializer(serializers.ModelSerializer):
    validate_product = staticmethod(validate_product)

    class Meta:
        model = CalculateInvoice
        fields = LEAD_FIELDS + ["window"]
        extra_kwargs = KEY
